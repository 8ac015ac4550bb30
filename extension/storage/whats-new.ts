/**
 * storage.local's key for the version an update brought whose "what's new" line is not dismissed yet (issue 34): the
 * background sets it on update (first-run/listen-for-install.ts), the main page shows the line until it is removed.
 */
export const WHATS_NEW_KEY = 'whats-new';
