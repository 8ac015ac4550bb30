import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it.each([
    ['person@example.com', 'person@example.com'],
    ['  Person@Example.COM\n', 'person@example.com'],
    ['ÄNGSTRÖM@ÜBER.de', 'ängström@über.de'],
    ['a+tag@sub.domain.co', 'a+tag@sub.domain.co'],
    [`${'a'.repeat(242)}@example.com`, `${'a'.repeat(242)}@example.com`],
  ])('accepts %j as %j', (raw, email) => {
    expect(normalizeEmail(raw)).toEqual({ email });
  });

  it.each([
    ['', INVALID_EMAIL],
    ['   ', INVALID_EMAIL],
    ['plain', INVALID_EMAIL],
    ['a@b', INVALID_EMAIL],
    ['a@b.', INVALID_EMAIL],
    ['@b.co', INVALID_EMAIL],
    ['a b@c.de', INVALID_EMAIL],
    ['a@b@c.de', INVALID_EMAIL],
    [`${'a'.repeat(243)}@example.com`, 'Please enter an email address of at most 254 characters.'],
  ])('refuses %j with %j', (raw, error) => {
    expect(normalizeEmail(raw)).toEqual({ error });
  });
});
