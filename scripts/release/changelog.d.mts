/** Types of changelog.mjs for the TypeScript that imports it. */

/** The version of the changelog's first release heading, or null. */
export declare function latestChangelogVersion(changelog: string): string | null;
/** Problems of the changelog for a release of `version`. */
export declare function changelogProblems(changelog: string, version: string): string[];
/** The first paragraph of `version`'s changelog entry on one line, or null when there is none. */
export declare function changelogSummary(changelog: string, version: string): string | null;
