import { ApiError } from './api-error';

/**
 * Refuses text the database cannot store with a 400 naming what is not allowed: PostgreSQL text and jsonb
 * reject the NUL character, and jsonb (like UTF-8 itself) has no form for an unpaired UTF-16 surrogate.
 */
export function assertStorableText(text: string, subject: string): void {
  if (text.includes('\0')) throw new ApiError(400, `${subject} must not contain the NUL character (U+0000).`);
  if (!text.isWellFormed()) {
    throw new ApiError(
      400,
      `${subject} must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).`,
    );
  }
}
