/**
 * Issue 34, least privilege: what the extension says about each optional permission (the manifest's
 * `optional_permissions`, marked optional in scripts/release/permission-uses.mjs). `why` is the one sentence shown as
 * the feature asks Chrome for it; `refused` says plainly what the feature cannot do without it and how to allow it
 * later; `label` names it in the main page's Permissions panel, as Chrome's prompt words it.
 */

/** A permission only one feature needs, asked for when that feature is first used. */
export type OptionalPermission = 'history' | 'downloads' | 'notifications' | 'tabGroups' | 'bookmarks';

/** Where a refused permission can be allowed later. */
const ALLOW_LATER = 'Allow it under Permissions on the main page (/intently) whenever you like.';

/** The words for each optional permission, by name. */
export const PERMISSION_COPY: Record<OptionalPermission, { label: string; why: string; refused: string }> = {
  history: {
    label: 'Read your Chrome history',
    why: 'Intently asks Chrome to read your history so it can import it and search it from the bar; it stays on this device.',
    refused: `Without access to Chrome history, Intently cannot import or search it; the pages you browse from now on are still remembered. ${ALLOW_LATER}`,
  },
  bookmarks: {
    label: 'Read and change your bookmarks',
    why: 'Intently asks Chrome to read your bookmarks so the bar can search them; they stay on this device.',
    refused: `Bookmarks are not searched: reading them needs Chrome's permission, which was not given. ${ALLOW_LATER}`,
  },
  downloads: {
    label: 'Manage your downloads',
    why: 'Intently asks Chrome to manage downloads so it can save the screenshot as a file.',
    refused: `The screenshot was not saved as a file: that needs permission to manage downloads, which was not given. ${ALLOW_LATER}`,
  },
  tabGroups: {
    label: 'View and manage your tab groups',
    why: 'Intently asks Chrome to manage tab groups so it can name the groups it makes.',
    refused: `The tabs were grouped but the groups are not named: naming them needs permission to manage tab groups, which was not given. ${ALLOW_LATER}`,
  },
  notifications: {
    label: 'Display notifications',
    why: 'Intently asks Chrome to show notifications so it can tell you when a timer ends.',
    refused: `The timer runs without a notification at its end, since notifications were not allowed; the time bar still shows it. ${ALLOW_LATER}`,
  },
};

/** The line the bar's history shows while Chrome history is not allowed: its own memory is searched, Chrome's is not. */
export const CHROME_HISTORY_OFF = `Chrome's own history is not searched here, only the pages Intently has seen. ${ALLOW_LATER}`;
