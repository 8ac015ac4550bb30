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
};
