/** Types of beta-zip.mjs for the TypeScript that imports it (tests). */

/** The folder of the site's build the download is in. */
export declare const DOWNLOAD_DIR: string;
/** The zip's name for a version. */
export declare function zipName(version: string): string;
/** Where a variant's beta zip goes, relative to the repository root. */
export declare function betaZipPath(variant: 'product' | 'test'): string;
/** Zips a variant's built extension, key kept, into its site's download folder. */
export declare function writeBetaZip(variant: 'product' | 'test'): Promise<string>;
