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
