/** Types of the parts of setup.mjs that TypeScript imports (scripts' tests). */

/** Exactly this wasm-pack. */
export declare const WASM_PACK_VERSION: string;
/** Where `cargo install` puts binaries. */
export declare const CARGO_BIN: string;
/** The environment the wasm tools run in: cargo's bin first on PATH. */
export declare function wasmToolEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** The `wasm-bindgen` version Cargo.lock pins. */
export declare function lockedWasmBindgenVersion(): string;
/** The version a tool prints for `--version`, or null when it does not run. */
export declare function toolVersion(command: string, env?: NodeJS.ProcessEnv): string | null;
/** Why a tool must be (re)installed, or null when the wanted version is there. */
export declare function installReason(tool: string, found: string | null, wanted: string): string | null;
export declare function hasCommand(name: string): boolean;
export declare function ensureWasmToolchain(): void;
export declare function ensureNativeRust(): void;
export declare function ensureNpmPackages(): void;
/** Chromium's path and PostgreSQL's bin folder, installing whichever is missing. */
export declare function ensureBrowserAndDatabase(): { chromium: string; postgresBin: string };
export declare function versionOf(command: string, args?: string[]): string;
/** Where the LTS Node's binary is kept. */
export declare function ltsNodePath(): string;
/** Node LTS_NODE_VERSION's path where this machine's Node is too old (installing it), else null. */
export declare function ensureLtsNode(): string | null;
