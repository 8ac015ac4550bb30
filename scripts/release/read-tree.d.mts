/** Types of read-tree.mjs for the TypeScript that imports it. */
import type { Files } from './store-checks.mjs';

/** Every file below a folder: relative path -> bytes. */
export declare function readTree(dir: string): Files;
/** The extension's source, tests left out: path -> text. */
export declare function readExtensionSources(root: string): Record<string, string>;
