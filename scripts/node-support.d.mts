/** Types of node-support.mjs (scripts' tests). */

/** The Node LTS that `npm test` runs the server's deploy tests on where this machine's Node is too old. */
export declare const LTS_NODE_VERSION: string;
/** The server's deploy tests that npm test also runs on the LTS Node where this machine's Node is too old. */
export declare const LTS_TEST_FILES: string[];
/** package.json's `engines.node`. */
export declare function supportedNodeRange(): string;
/** True when `version` is older than the `>=x.y[.z]` range's minimum. */
export declare function isOlderThan(version: string, range: string): boolean;
/** The one-line notice on a Node older than the supported one, or null. */
export declare function olderNodeNotice(version?: string, range?: string): string | null;
