import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/site';

/** Every screen, including the landing page's modals and early-access mode, checked by axe-core. */
const SCREENS = [
  { name: 'landing', path: '/' },
  {
    name: 'landing in early-access mode with the waitlist open',
    path: '/',
    open: ['Install Free', 'Join Early Access'],
  },
  { name: 'privacy policy', path: '/privacypolicy' },
  { name: 'terms', path: '/terms' },
  { name: 'pricing', path: '/pricing' },
  { name: 'the beta’s install page', path: '/install' },
  { name: 'sign-in', path: '/auth?source=extension' },
  { name: 'sign-in outside the extension', path: '/auth' },
  { name: 'music player on a server without Spotify', path: '/play' }, // the player itself: tests/site/player.spec.ts
  { name: '404', path: '/nowhere' },
];

for (const screen of SCREENS) {
  test(`${screen.name} has no serious or critical axe violation`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // every reveal shown, so axe sees all content
    await page.goto(screen.path);
    for (const name of screen.open ?? []) await page.getByRole('button', { name }).first().click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
