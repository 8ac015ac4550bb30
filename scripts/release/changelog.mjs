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

/**
 * The "what's new" line of a release (issue 34): the first paragraph of `version`'s entry in the changelog, on one
 * line without Markdown's backticks and links, or null when the changelog has no entry for that version. The build
 * bundles it into the extension (wxt.config.ts), which shows it once on the main page after an update.
 */
export function changelogSummary(changelog, version) {
  const headings = [...changelog.matchAll(/^##\s+\[?v?(\d+\.\d+\.\d+[\w.+-]*?)\]?(?:\s.*)?$/gm)];
  const index = headings.findIndex((heading) => heading[1] === version);
  if (index === -1) return null;
  const start = headings[index].index + headings[index][0].length;
  const entry = changelog.slice(start, headings[index + 1]?.index ?? changelog.length).trim();
  const paragraph = entry.split(/\n\s*\n/)[0] ?? '';
  const line = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/^[-*]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return line || null;
}
