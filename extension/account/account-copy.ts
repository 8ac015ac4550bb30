/** Copy of the account: its pages' labels and the sentences its actions answer with. */
export const ACCOUNT_COPY = {
  title: 'Account',
  pitch:
    'Sign in to back up your notes and keep notes and settings in sync between your browsers. Your browsing history never leaves this device.',
  signIn: 'Sign in with Google',
  signingIn: 'Finish signing in on the tab that opened.',
  /** SPEC §8: the sign-in tab was closed before the sign-in finished. */
  cancelled: 'Sign in was cancelled.',
  signOut: 'Sign out',
  syncNow: 'Sync now',
  deleteAccount: 'Delete my account',
  confirmDelete:
    'Delete your Intently account and everything the server keeps for it (note backups, settings, command counts)? Your data on this device is kept. This cannot be undone.',
  server: 'Server',
  saveServer: 'Save',
  signedInAs: (name: string, email: string) => `Signed in as ${name ? `${name} (${email})` : email}`,
  signedOut: 'Signed out. Your notes and settings stay on this device.',
  signedOutOffline:
    'Signed out on this device. The server could not be reached to end the session; it ends by itself within 30 days.',
  deleted:
    'Your account was deleted, with the notes, settings and command counts the server kept for it. Everything on this device is kept.',
  expired: 'Your sign-in has ended; sign in again to keep syncing.',
  signOutFirst: 'Sign out before changing the server.',
  notSignedIn: 'You are not signed in.',
} as const;
