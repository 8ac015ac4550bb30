/** Longest email address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** SPEC §5: text, '@', text, '.', text, with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5 message for an email that does not match. */
export const INVALID_EMAIL = 'Please enter a valid email address';

/** Trims and lowercases an email, then checks it; returns the normalised address or the sentence to show. */
export function normalizeEmail(raw: string): { email: string } | { error: string } {
  const email = raw.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH) {
    return { error: `Please enter an email address of at most ${MAX_EMAIL_LENGTH} characters.` };
  }
  return EMAIL_PATTERN.test(email) ? { email } : { error: INVALID_EMAIL };
}
