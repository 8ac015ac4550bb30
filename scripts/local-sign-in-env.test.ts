import { describe, expect, it } from 'vitest';
import { localSignInEnv } from './local-sign-in-env.mjs';

const DEV_REDIRECTS = ['http://127.0.0.1:5173/auth'];

describe('localSignInEnv (npm start, npm run dev)', () => {
  it('turns the local test sign-in on without Google, empty values (a copy of .env.example) counting as unset', () => {
    expect(localSignInEnv({ PORT: '3000' }, {})).toEqual({ env: { PORT: '3000', LOCAL_SIGN_IN: '1' }, on: true });
    expect(localSignInEnv({}, { GOOGLE_CLIENT_ID: '', LOCAL_SIGN_IN: '' })).toEqual({
      env: { LOCAL_SIGN_IN: '1' },
      on: true,
    });
  });

  it("adds the dev site's redirect addresses only where none is set", () => {
    expect(localSignInEnv({}, {}, DEV_REDIRECTS).env).toEqual({
      LOCAL_SIGN_IN: '1',
      AUTH_REDIRECT_URIS: 'http://127.0.0.1:5173/auth',
    });
    expect(localSignInEnv({}, { AUTH_REDIRECT_URIS: 'http://localhost:5173/auth' }, DEV_REDIRECTS).env).toEqual({
      LOCAL_SIGN_IN: '1',
    });
  });

  it.each([
    ['GOOGLE_CLIENT_ID in the environment', { GOOGLE_CLIENT_ID: 'id' }, {}],
    ['GOOGLE_CLIENT_ID in .env', {}, { GOOGLE_CLIENT_ID: 'id' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }, {}],
    ['LOCAL_SIGN_IN set either way', { LOCAL_SIGN_IN: '0' }, {}],
  ])('leaves the environment as it is with %s', (_, env, fileEnv) => {
    expect(localSignInEnv(env, fileEnv, DEV_REDIRECTS)).toEqual({ env, on: false });
  });
});
