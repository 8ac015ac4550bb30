import { describe, expect, it } from 'vitest';
import { creationModeFor, creationModeForHistory } from './creation-mode';

describe('creationModeFor (issue 4 mapping)', () => {
  it.each([
    // transitionType, qualifiers, tab had a visit, opener visit, expected
    ['link', [], true, false, 'chain'],
    ['form_submit', [], true, false, 'chain'],
    ['link', ['server_redirect'], true, false, 'chain'],
    ['link', ['client_redirect'], true, false, 'chain'],
    ['typed', ['client_redirect'], true, false, 'chain'],
    ['typed', ['forward_back'], true, false, 'chain'],
    ['link', ['forward_back'], true, false, 'chain'],
    ['link', [], false, true, 'hyperlink'],
    ['link', ['server_redirect'], false, true, 'hyperlink'],
    ['typed', [], false, true, 'direct'],
    ['typed', ['from_address_bar'], true, false, 'direct'],
    ['link', ['from_address_bar'], true, false, 'direct'],
    ['typed', ['server_redirect'], true, false, 'direct'],
    ['auto_bookmark', [], true, false, 'direct'],
    ['generated', [], true, false, 'direct'],
    ['keyword', [], true, false, 'direct'],
    ['reload', [], true, false, 'direct'],
    ['auto_toplevel', [], false, false, 'direct'],
    ['start_page', [], false, false, 'direct'],
    ['link', [], false, false, 'direct'],
    ['something_new', [], true, true, 'direct'],
  ])(
    '%s %j (previous visit %s, opener visit %s) → %s',
    (transitionType, transitionQualifiers, previous, opener, expected) => {
      expect(creationModeFor({ transitionType, transitionQualifiers }, previous, opener)).toBe(expected);
    },
  );
});

describe('creationModeForHistory', () => {
  it.each([
    ['link', true, 'chain'],
    ['form_submit', true, 'chain'],
    ['link', false, 'direct'],
    ['typed', true, 'direct'],
    [undefined, false, 'direct'],
  ])('%s with referrer %s → %s', (transition, referrer, expected) => {
    expect(creationModeForHistory(transition, referrer)).toBe(expected);
  });
});
