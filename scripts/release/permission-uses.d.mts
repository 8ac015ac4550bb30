/** Types of permission-uses.mjs for the TypeScript that imports it. */
import type { PermissionUse } from './store-checks.mjs';

/** Each permission the extension may ask for: the code that uses it and why. */
export declare const PERMISSION_USES: Record<string, PermissionUse>;
