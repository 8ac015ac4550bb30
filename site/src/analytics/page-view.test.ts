import { describe, expect, it } from 'vitest';
import { pageView } from './page-view';

const AT = { pathname: '/pricing', hostname: 'intently.app' };

describe('pageView', () => {
  it.each([
    ['no referrer', '', { path: '/pricing', referrer: '' }],
    ['another site', 'https://news.example.com/item?id=7', { path: '/pricing', referrer: 'news.example.com' }],
    ['another site on a port', 'http://localhost:5173/', { path: '/pricing', referrer: 'localhost' }],
    ['this site', 'https://intently.app/', { path: '/pricing', referrer: '' }],
    ['something that is not an address', 'not a url', { path: '/pricing', referrer: '' }],
  ])('reports the path and, from %s, the referrer host only', (_, referrer, expected) => {
    expect(pageView(AT, referrer, {})).toEqual(expected);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['both', { doNotTrack: '1', globalPrivacyControl: true }],
  ])('reports nothing when the browser sends %s', (_, signals) => {
    expect(pageView(AT, 'https://news.example.com/', signals)).toBeNull();
  });

  it.each([
    ['Do Not Track off', { doNotTrack: '0' }],
    ['Do Not Track unset', { doNotTrack: null }],
    ['Global Privacy Control off', { globalPrivacyControl: false }],
  ])('reports the view with %s', (_, signals) => {
    expect(pageView(AT, '', signals)).toEqual({ path: '/pricing', referrer: '' });
  });
});
