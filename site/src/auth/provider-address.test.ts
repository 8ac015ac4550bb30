import { describe, expect, it } from 'vitest';
import { isProviderAddress } from './provider-address';

const GOOGLE = 'https://accounts.google.com/o/oauth2/v2/auth';
const SLACK = 'https://slack.com/oauth/v2/authorize';

describe('isProviderAddress (the only addresses /auth follows)', () => {
  it.each([
    [`${GOOGLE}?client_id=x&state=extension_s`, GOOGLE, true],
    [`${SLACK}?client_id=1.2&scope=chat:write&state=extension_s`, SLACK, true],
    [
      'http://127.0.0.1:4000/api/auth/local/authorize?state=extension_s',
      'http://127.0.0.1:4000/api/auth/local/authorize',
      true,
    ],
    [`${GOOGLE}?state=extension_other`, GOOGLE, false],
    [`${GOOGLE}?client_id=x`, GOOGLE, false],
    [`${SLACK}?state=extension_s`, GOOGLE, false],
    ['https://slack.evil.test/oauth/v2/authorize?state=extension_s', SLACK, false],
    ['http://slack.com/oauth/v2/authorize?state=extension_s', SLACK, false],
    ['https://slack.com:444/oauth/v2/authorize?state=extension_s', SLACK, false],
    ['https://slack.com/oauth/v2/authorize/../../steal?state=extension_s', SLACK, false],
    ['https://user@slack.com/oauth/v2/authorize?state=extension_s', SLACK, false],
    ['javascript:alert(1)//?state=extension_s', SLACK, false],
    ['not an address', SLACK, false],
    [`${GOOGLE}?state=extension_s`, undefined, false],
  ])('%s at %s → %s', (address, endpoint, followed) =>
    expect(isProviderAddress(address, endpoint, 'extension_s')).toBe(followed),
  );
});
