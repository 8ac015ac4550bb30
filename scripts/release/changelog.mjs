/** The changelog's rule: CHANGELOG.md's first release heading (`## <version>`) names package.json's version. */

/** The version of the changelog's first release heading (`## 0.1.0 …`), or null when it has none. */
export function latestChangelogVersion(changelog) {
  return /^##\s+\[?v?(\d+\.\d+\.\d+[\w.+-]*?)\]?(?:\s|$)/m.exec(changelog)?.[1] ?? null;
}

/** Problems of the changelog for a release of `version`: none when its first release heading names that version. */
export function changelogProblems(changelog, version) {
  const latest = latestChangelogVersion(changelog);
  if (latest === null)
    return [`CHANGELOG.md has no release heading: start it with "## ${version}" and what this release brings.`];
  if (latest !== version)
    return [
      `CHANGELOG.md starts with ${latest} but package.json's version is ${version}: add a "## ${version}" section at the top, or set the version.`,
    ];
  return [];
}
