import { describe, expect, it } from 'vitest';
import { isSlackState } from './sign-in';

describe('isSlackState (Slack returned to /auth: the code goes to the extension)', () => {
  it.each([
    ['slack_abcdefghijklmnopqrstuvwx', true],
    ['extension_abcdefghijklmnop', false],
    ['oauth_slack_abc', false],
    [null, false],
  ])('%s → %s', (state, slack) => expect(isSlackState(state)).toBe(slack));
});
