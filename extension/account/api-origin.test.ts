import { describe, expect, it } from 'vitest';
import { parseApiOrigin } from './api-origin';

describe('the server address setting', () => {
  it.each([
    ['https://intently.app', 'https://intently.app'],
    ['  https://intently.app/ ', 'https://intently.app'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://localhost:5173/', 'http://localhost:5173'],
  ])('accepts %j as %s', (text, origin) => expect(parseApiOrigin(text)).toBe(origin));

  it.each([
    ['intently', /is not a server address; type one like https:\/\/intently.app/],
    ['http://intently.app', /must start with https:\/\/ \(plain http:\/\/ only for 127.0.0.1 or localhost/],
    ['ftp://127.0.0.1', /must start with https:\/\//],
    ['https://intently.app/api', /without a path, like https:\/\/intently.app\./],
  ])('refuses %j and says what it should be', (text, message) => expect(() => parseApiOrigin(text)).toThrow(message));
});
