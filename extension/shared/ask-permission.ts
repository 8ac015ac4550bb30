/**
 * Asking Chrome for an optional permission (issue 34). `chrome.permissions.request` shows Chrome's prompt and must be
 * called during a user gesture (a click, the bar's Enter): callers call `askForPermission` from one, before anything
 * slow. A request Chrome refuses to show (no gesture, one already pending) counts as refused: the feature then says
 * what it cannot do, as when the person says no.
 */
import type { WxtBrowser } from 'wxt/browser';
import type { OptionalPermission } from './permission-copy';

/** The part of chrome.permissions these use. */
export type PermissionsApi = Pick<WxtBrowser['permissions'], 'contains' | 'request'>;

/** Whether the extension holds `permission` now. */
export function hasPermission(permissions: PermissionsApi, permission: OptionalPermission): Promise<boolean> {
  return permissions.contains({ permissions: [permission] });
}

/** Holds `permission` already, or asks Chrome for it now; resolves whether the extension holds it afterwards. */
export async function askForPermission(permissions: PermissionsApi, permission: OptionalPermission): Promise<boolean> {
  if (await hasPermission(permissions, permission)) return true;
  return permissions.request({ permissions: [permission] }).catch(() => false);
}

/** storage.local's key: the optional permissions refused where a feature asks along the way (a timer, /group). */
export const REFUSED_PERMISSIONS_KEY = 'refused-permissions';

/** The part of chrome.storage these use. */
export type LocalStorageApi = Pick<WxtBrowser['storage']['local'], 'get' | 'set'>;

/** The optional permissions refused along the way. */
async function refusedPermissions(local: LocalStorageApi): Promise<string[]> {
  return ((await local.get(REFUSED_PERMISSIONS_KEY))[REFUSED_PERMISSIONS_KEY] as string[] | undefined) ?? [];
}

/** Remembers `permission` as refused (asked along the way and refused, or removed on the main page). */
export async function rememberRefused(local: LocalStorageApi, permission: OptionalPermission): Promise<void> {
  const refused = await refusedPermissions(local);
  if (!refused.includes(permission)) await local.set({ [REFUSED_PERMISSIONS_KEY]: [...refused, permission] });
}

/**
 * For a feature that asks along the way, not on a button of its own (starting a timer asks for notifications, /group
 * for naming groups): asks once; once refused it no longer asks, and the feature just says what it cannot do. The
 * main page's Permissions panel allows it later.
 */
export async function askUnlessRefused(
  api: { permissions: PermissionsApi; local: LocalStorageApi },
  permission: OptionalPermission,
): Promise<boolean> {
  if (await hasPermission(api.permissions, permission)) return true;
  if ((await refusedPermissions(api.local)).includes(permission)) return false;
  const granted = await askForPermission(api.permissions, permission);
  if (!granted) await rememberRefused(api.local, permission);
  return granted;
}
