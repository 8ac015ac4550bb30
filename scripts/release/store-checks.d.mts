/** Types of store-checks.mjs for the TypeScript that imports it (wxt.config.ts, tests). */

/** A package's or a folder's files: path (relative, `/`-separated) -> bytes. */
export type Files = Record<string, Uint8Array>;

/** The fields of a manifest the checks read. */
export interface Manifest {
  manifest_version?: number;
  key?: string;
  name?: string;
  version?: string;
  description?: string;
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string> };
  content_security_policy?: { extension_pages?: string };
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
}

/** One row of permission-uses.mjs's table. */
export interface PermissionUse {
  uses: RegExp[];
  apiNeedsIt: boolean;
  /** Only one feature needs it: the manifest lists it in optional_permissions and the feature asks for it. */
  optional: boolean;
  why: string;
}

export declare const ICON_SIZES: number[];
export declare const MAX_DESCRIPTION: number;
export declare const MAX_ZIP_BYTES: number;
export declare function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
export declare function readManifest(files: Files): { manifest: Manifest | null; problems: string[] };
export declare function withoutKey(files: Files): Files;
export declare function manifestProblems(manifest: Manifest, packageVersion: string): string[];
export declare function iconProblems(manifest: Manifest, files: Files): string[];
export declare function remoteCodeProblems(manifest: Manifest, files: Files): string[];
export declare function requestedPermissions(manifest: Manifest): string[];
export declare function permissionProblems(
  manifest: Manifest,
  sources: Record<string, string>,
  uses?: Record<string, PermissionUse>,
): string[];
export declare function sizeProblems(zipBytes: number): string[];
export declare function megabytes(bytes: number): string;
export declare function storeProblems(release: {
  files: Files;
  zipBytes: number;
  sources: Record<string, string>;
  packageVersion: string;
}): string[];

/** One image of the store listing, as LISTING_ASSETS lists it. */
export interface ListingAsset {
  file: string;
  width: number;
  height: number;
  shows: string;
}
export declare const LISTING_ASSETS: ListingAsset[];
export declare function listingAssetProblems(assets: Record<string, Uint8Array | undefined>): string[];
