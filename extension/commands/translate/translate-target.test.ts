import { describe, expect, it } from 'vitest';
import { googleTranslateCode, targetChoices, translateTarget } from './translate-target';

describe('translateTarget', () => {
  it.each([
    ['fr', 'de-DE', 'fr'],
    [undefined, 'de-DE', 'de-DE'],
    ['French', 'pt-BR', 'pt-BR'],
    [42, undefined, 'en'],
    [undefined, '', 'en'],
  ])('stored %j with the browser in %j → %s', (stored, browser, target) =>
    expect(translateTarget(stored, browser)).toBe(target),
  );
});

describe('targetChoices', () => {
  it.each([
    ['fr', false],
    ['de-CH', true],
  ])('%s is offered, first when it is not in the list: %s', (tag, first) => {
    const choices = targetChoices(tag);
    expect(choices).toContain(tag);
    expect(choices[0] === tag).toBe(first);
  });
});

describe('googleTranslateCode', () => {
  it.each([
    ['fr', 'fr'],
    ['de-DE', 'de'],
    ['zh-tw', 'zh-TW'],
    ['pt-BR', 'pt'],
  ])('%s → %s', (tag, code) => expect(googleTranslateCode(tag)).toBe(code));
});
