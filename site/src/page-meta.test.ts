import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageMetaFor, SITE_ORIGIN, sitemapPaths } from './page-meta';
import { SITE_PATHS } from './routes';

const publicFile = (name: string) => readFileSync(new URL(`../public/${name}`, import.meta.url), 'utf8');

describe('page meta', () => {
  it('gives every page a title and description, and one title per canonical page', () => {
    for (const path of SITE_PATHS) expect(pageMetaFor(path).title).toMatch(/Intently/);
    expect(pageMetaFor('/privacypolicy')).toEqual(pageMetaFor('/privacy'));
    expect(pageMetaFor('/pricing/').canonicalPath).toBe('/pricing');
    expect(pageMetaFor('/nope')).toMatchObject({ title: 'Page not found · Intently', canonicalPath: null });
  });

  it('keeps the sitemap and robots.txt in step with the indexed pages', () => {
    const locs = [...publicFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapPaths().map((path) => SITE_ORIGIN + path));
    expect(publicFile('robots.txt')).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});
