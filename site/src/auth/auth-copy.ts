/** SPEC §2 / §8 copy of the extension sign-in page (/auth). */
export const AUTH_COPY = {
  requiredTitle: 'Authentication Required',
  requiredText: 'This page is for extension authentication only. Please use the extension to sign in.',
  home: 'Go to Homepage',
  welcome: 'Welcome back',
  welcomeText: 'Connect with Google to get started',
  continue: 'Continue with Google',
  connecting: 'Connecting...',
  backendFailed: 'Authentication failed',
  signInFailed: 'Sign in failed. Please try again.',
  oauthError: (error: string) => `OAuth error: ${error}`,
  signedIn: (email: string) => `You're signed in to Intently as ${email}. You can close this tab.`,
  extensionSilent:
    'You signed in, but Intently did not answer: check that the extension is installed and enabled, then sign in again from it.',
  granted: (email: string) =>
    `Google access is connected for ${email}. Go back to Intently to go on; you can close this tab.`,
  signInSilent:
    'Intently did not answer: check that the extension is installed and enabled, then choose Sign in with Google in it again.',
  notStarted:
    'This link was not opened by Intently, so it cannot sign in or connect anything. Start again from Intently.',
  grantSilent:
    'Intently did not answer: check that the extension is installed and enabled, then choose Reconnect Google in it again.',
  slackText: 'Connect a Slack workspace so /slack can post to its channels',
  slackContinue: 'Continue with Slack',
  slackConnected: (team: string) =>
    `Slack is connected: ${team}. Go back to Intently to post with /slack; you can close this tab.`,
  slackSilent:
    'Intently did not answer: check that the extension is installed and enabled, then choose Connect Slack in it again.',
  slackFailed: 'Connecting Slack failed. Please choose Connect Slack in Intently again.',
  localProvider: 'Local test sign-in: this server uses a test account on this computer, not Google.',
};
