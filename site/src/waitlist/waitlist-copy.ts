/** SPEC §2 / §5 / §8 copy of the waitlist modal 'Join Early Access'. */
export const WAITLIST_COPY = {
  title: 'Join Early Access',
  intro: 'Intently is in an invitation-only beta. Leave your email and we will invite you.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Join Waitlist',
  submitting: 'Joining Waitlist...',
  invalidEmail: 'Please enter a valid email address',
  failed: 'Failed to join waitlist',
  networkError: 'Network error. Please try again.',
  successTitle: "You're on the list!",
  successText: "We'll reach out soon to link you in to the beta.",
  close: 'Close',
};

/** SPEC §5: text, '@', text, '.', text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §2: the success view's Close button fades in this long after the success. */
export const SUCCESS_BUTTON_DELAY_MS = 800;

/** A request that has not answered after this long is abandoned as a network error. */
export const WAITLIST_TIMEOUT_MS = 10_000;

/** SPEC §3: the stored source of every entry made from the site. */
export const WAITLIST_SOURCE = 'beta_landing_page';
