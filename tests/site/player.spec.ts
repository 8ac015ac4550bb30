import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PLAYER_COPY as COPY } from '../../site/src/player/player-copy';
import { startSpotifyStandIn, type SpotifyStandIn } from '../../site/server/test/spotify-stand-in';
import { expect, test as siteTest } from '../fixtures/site';

/** The site's server pointed at a Spotify stand-in (accounts, Web API and SDK script) on a free port. */
const test = siteTest.extend<{ spotify: SpotifyStandIn }, { spotifyServer: SpotifyStandIn }>({
  spotifyServer: [
    async ({}, use) => {
      const standIn = await startSpotifyStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  siteEnv: [async ({ spotifyServer }, use) => use(spotifyServer.env), { scope: 'worker' }],
  spotify: async ({ spotifyServer }, use) => {
    spotifyServer.reset();
    await use(spotifyServer);
  },
});

const dial = (page: Page) => page.getByRole('button', { name: COPY.power });
const openPanel = (page: Page) => page.getByRole('button', { name: COPY.openMusic });
const panel = (page: Page) => page.getByRole('dialog', { name: COPY.openMusic });

/** Signs in through Spotify's PKCE flow from the dial, and waits until the SDK player has playback here. */
async function signIn(page: Page, spotify: SpotifyStandIn) {
  await page.goto('/play');
  await expect(page.getByText(COPY.signInHint)).toBeVisible();
  await dial(page).click();
  await expect(openPanel(page)).toBeVisible();
  await expect.poll(() => spotify.playback().deviceId).not.toBeNull();
}

/** Plays a row from the panel and waits until it plays at Spotify and on the page. */
async function playFromPanel(page: Page, spotify: SpotifyStandIn, name: string, id: string) {
  await openPanel(page).click();
  await panel(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect.poll(() => spotify.playback()).toMatchObject({ trackId: id, paused: false });
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test.describe('music player', () => {
  test('signs in with Authorization Code and PKCE and keeps the token under spotify_token', async ({
    page,
    spotify,
    siteUrl,
  }) => {
    await signIn(page, spotify);
    const [authorization] = spotify.authorizations();
    expect(authorization?.get('response_type')).toBe('code');
    expect(authorization?.get('code_challenge_method')).toBe('S256');
    expect(authorization?.get('redirect_uri')).toBe(`${siteUrl}/play`);
    expect(authorization?.get('show_dialog')).toBe('true');
    expect(authorization?.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(spotify.tokenRequests().map((r) => r.grantType)).toEqual(['authorization_code']);
    expect(page.url()).toBe(`${siteUrl}/play`); // the code and state are not left in the address
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('spotify_token'),
      refresh: localStorage.getItem('spotify_token_refresh'),
      expires: Number(localStorage.getItem('spotify_token_expires_at')),
    }));
    expect(stored.token).toMatch(/^BQ/);
    expect(stored.refresh).toMatch(/^AQ/);
    expect(stored.expires).toBeGreaterThan(Date.now() + 3_500_000);
    await expect(dial(page)).toHaveAttribute('aria-pressed', 'true');
    expect(spotify.devices()).toEqual([{ id: expect.any(String), name: 'Web Playback SDK', volume: 1 }]);
    expect(spotify.apiRequests().filter((r) => r.path === '/v1/me')).toHaveLength(1);
    expect(spotify.apiRequests().find((r) => r.path === '/v1/me/player')?.body).toEqual({
      device_ids: [spotify.devices()[0]?.id],
      play: false,
    });
  });

  test('says so and stays signed out when the person refuses consent', async ({ page, spotify }) => {
    spotify.refuseNextConsent();
    await page.goto('/play');
    await dial(page).click();
    await expect(page.getByText(COPY.signInFailed('access was not given'))).toBeVisible();
    await expect(openPanel(page)).toBeHidden();
    expect(spotify.tokenRequests()).toEqual([]);
  });

  test('refuses a returning sign-in whose state this tab did not start, without exchanging its code', async ({
    page,
    spotify,
    siteUrl,
  }) => {
    await page.goto('/play?code=AQDforged&state=not-ours');
    await expect(page.getByText(COPY.signInFailed(COPY.signInStale))).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/play`);
    expect(spotify.tokenRequests()).toEqual([]);
  });

  test('lists own and collaborative playlists by track count, the first selected, and switches playlists', async ({
    page,
    spotify,
  }) => {
    await signIn(page, spotify);
    await openPanel(page).click();
    await expect(panel(page).getByRole('heading', { name: 'Deep Work' })).toBeVisible();
    // The removed song is dropped; each row is the name and the artist's first word.
    await expect(panel(page).getByRole('list', { name: COPY.tracks }).getByRole('button')).toHaveText([
      'Tide TablesMara',
      'EmberSolène',
      'North LightThe',
    ]);
    await panel(page).getByRole('button', { name: COPY.playlists }).click();
    await expect(panel(page).getByRole('list', { name: COPY.playlists }).getByRole('button')).toHaveText([
      'Deep Work (4 tracks)',
      'Focus Flow (2 tracks)',
      'Shared Picks (1 track)',
    ]);
    await panel(page).getByRole('button', { name: 'Focus Flow (2 tracks)' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Focus Flow' })).toBeVisible();
    await expect(panel(page).getByRole('list', { name: COPY.tracks }).getByRole('button')).toHaveText([
      'Rain on GlassNora',
      'Dawn LoopKip',
    ]);
    await expect
      .poll(() =>
        panel(page)
          .getByRole('list', { name: COPY.tracks })
          .evaluate((list) => list.scrollTop),
      )
      .toBe(0);
    const itemPaths = spotify.apiRequests().filter((r) => r.path.startsWith('/v1/playlists/'));
    expect(itemPaths.map((r) => [r.path, r.query.limit, r.query.offset])).toEqual([
      ['/v1/playlists/pl-deep/items', '15', '0'],
      ['/v1/playlists/pl-focus/items', '15', '0'],
    ]);
    // The backdrop closes the panel.
    await page.mouse.click(10, 300);
    await expect(panel(page)).toBeHidden();
  });

  test('plays a track, pauses and resumes with the dial, its dot turning only while playing', async ({
    page,
    spotify,
  }) => {
    await signIn(page, spotify);
    await playFromPanel(page, spotify, 'Ember', 'trk-ember');
    await expect(page.getByText('Ember', { exact: true })).toBeVisible();
    await expect(page.getByText('by Solène Ray')).toBeVisible();
    const angle = () => page.getByTestId('dial-indicator').evaluate((el) => (el as HTMLElement).style.transform);
    const first = await angle();
    await expect.poll(angle).not.toBe(first);
    await dial(page).click();
    await expect.poll(() => spotify.playback().paused).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { spotifyStandIn: { activations: number } }).spotifyStandIn.activations,
      ),
    ).toBe(1);
    const still = await angle();
    await page.waitForTimeout(300);
    expect(await angle()).toBe(still);
    await dial(page).click();
    await expect.poll(() => spotify.playback()).toMatchObject({ trackId: 'trk-ember', paused: false });
    await openPanel(page).click();
    await expect(panel(page).getByRole('button', { name: /^Ember/ })).toHaveAttribute('aria-current', 'true');
  });

  test('acts 300 ms after the press, and with nothing playing plays the first track', async ({ page, spotify }) => {
    await signIn(page, spotify);
    await openPanel(page).click();
    await expect(panel(page).getByRole('heading', { name: 'Deep Work' })).toBeVisible();
    await page.keyboard.press('Escape');
    const pressed = Date.now();
    await dial(page).click();
    await expect.poll(() => spotify.playback()).toMatchObject({ trackId: 'trk-tide', paused: false });
    const play = spotify.apiRequests().find((r) => r.method === 'PUT' && r.path === '/v1/me/player/play');
    expect(play?.at ?? 0).toBeGreaterThanOrEqual(pressed + 300);
    expect(play?.body).toEqual({ uris: ['spotify:track:trk-tide'] });
  });

  test('pauses and resumes through the Web API while the SDK player is not ready', async ({ page, spotify }) => {
    await signIn(page, spotify);
    await expect.poll(() => spotify.stateReads()).toBe(1); // the state read 1 s after connecting is done
    await playFromPanel(page, spotify, 'Ember', 'trk-ember');
    await expect(dial(page)).toHaveClass(/playing/);
    spotify.sdkEvent('not_ready');
    await expect(dial(page)).not.toHaveClass(/playing/); // not_ready sets playing to false
    const before = spotify.apiRequests().length;
    const calls = () =>
      spotify
        .apiRequests()
        .slice(before)
        .map((r) => [r.method, r.path, r.query, r.body]);
    // Pressed from the keyboard: a click would also focus the window, whose state re-read would say it plays.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space'); // not playing, not ready: resume through the Web API
    await expect.poll(calls).toEqual([['PUT', '/v1/me/player/play', {}, undefined]]);
    await expect(dial(page)).toHaveClass(/playing/);
    await page.keyboard.press('Space'); // playing, not ready: pause through the Web API
    await expect.poll(calls).toEqual([
      ['PUT', '/v1/me/player/play', {}, undefined],
      ['PUT', '/v1/me/player/pause', {}, undefined],
    ]);
    await expect.poll(() => spotify.playback().paused).toBe(true);
  });

  test('holds the dot still for visitors who prefer reduced motion', async ({ page, spotify }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, spotify);
    await playFromPanel(page, spotify, 'Ember', 'trk-ember');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('dial-indicator').evaluate((el) => (el as HTMLElement).style.transform)).toBe('');
  });

  test('is used from the keyboard: Space toggles playback, arrows move in the list, Escape closes the panel', async ({
    page,
    spotify,
  }) => {
    await signIn(page, spotify);
    await openPanel(page).click();
    const rows = panel(page).getByRole('list', { name: COPY.tracks }).getByRole('button');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rows.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => spotify.playback()).toMatchObject({ trackId: 'trk-ember', paused: false });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect.poll(() => spotify.playback().paused).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => spotify.playback().paused).toBe(false);
  });

  test('honours Retry-After on a 429 and lists the playlists once it passes', async ({ page, spotify }) => {
    spotify.queueApiAnswers('/v1/me/playlists', [
      { status: 429, retryAfter: '2', body: { error: { status: 429, message: 'API rate limit exceeded' } } },
    ]);
    await signIn(page, spotify);
    await openPanel(page).click();
    await expect(panel(page).getByRole('status')).toHaveText(`${COPY.loading}${COPY.loadingDetail}`);
    await expect(panel(page).getByRole('heading', { name: 'Deep Work' })).toBeVisible();
    const tries = spotify.apiRequests().filter((r) => r.path === '/v1/me/playlists');
    expect(tries.map((r) => r.status)).toEqual([429, 200]);
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBeGreaterThanOrEqual(2000);
  });

  test('tries loading tracks 3 times, 5 s apart, then says it failed', async ({ page, spotify }) => {
    test.slow();
    // Each load is one request on the retry rule: 5 rate-limited tries with Retry-After: 0.
    spotify.queueApiAnswers(
      '/v1/playlists/pl-deep/items',
      Array.from({ length: 15 }, () => ({
        status: 429,
        retryAfter: '0',
        body: { error: { status: 429, message: 'API rate limit exceeded' } },
      })),
    );
    await signIn(page, spotify);
    await openPanel(page).click();
    await expect(panel(page).getByRole('alert')).toHaveText(`${COPY.error}${COPY.tracksFailed}`, { timeout: 20_000 });
    const tries = spotify.apiRequests().filter((r) => r.path === '/v1/playlists/pl-deep/items');
    expect(tries).toHaveLength(15);
    expect((tries[5]?.at ?? 0) - (tries[4]?.at ?? 0)).toBeGreaterThanOrEqual(5000);
    expect((tries[10]?.at ?? 0) - (tries[9]?.at ?? 0)).toBeGreaterThanOrEqual(5000);
  });

  test('shows the quota message and stops asking when Spotify answers QUOTA_EXCEEDED', async ({ page, spotify }) => {
    spotify.queueApiAnswers('/v1/me/playlists', [
      {
        status: 429,
        retryAfter: '1',
        body: { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } },
      },
    ]);
    await signIn(page, spotify);
    await openPanel(page).click();
    await expect(panel(page).getByRole('alert')).toHaveText(`${COPY.error}${COPY.quotaExceeded}`);
    await page.waitForTimeout(1500);
    expect(spotify.apiRequests().filter((r) => r.path === '/v1/me/playlists')).toHaveLength(1);
  });

  test('signs out when Spotify answers 401 to the /me check, removing the stored token', async ({ page, spotify }) => {
    await signIn(page, spotify);
    // Left, so the signed-in page sends nothing more: the queued 401 (it answers any path under /v1/me, the device
    // transfer included) is for the next visit's /me check, its first Web API request.
    await page.goto('about:blank');
    spotify.queueApiAnswers('/v1/me', [
      { status: 401, body: { error: { status: 401, message: 'The access token expired' } } },
    ]);
    await page.goto('/play');
    await expect(page.getByText(COPY.signedOutAgain)).toBeVisible();
    await expect(openPanel(page)).toBeHidden();
    await expect(dial(page)).toHaveAttribute('aria-pressed', 'false');
    expect(
      await page.evaluate(() => [localStorage.getItem('spotify_token'), localStorage.getItem('spotify_token_refresh')]),
    ).toEqual([null, null]);
    expect(
      spotify
        .apiRequests()
        .filter((r) => r.path === '/v1/me')
        .map((r) => r.status),
    ).toEqual([200, 401]);
  });

  test('plays a #track= fragment once the player is ready, once, and clears the fragment', async ({
    page,
    spotify,
    siteUrl,
  }) => {
    await signIn(page, spotify);
    await page.goto('/');
    await page.goto('/play#track=trk-north');
    await expect(page).toHaveURL(`${siteUrl}/play`);
    await expect.poll(() => spotify.playback()).toMatchObject({ trackId: 'trk-north', paused: false });
    await expect(page.getByText('by The Long Fields')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))); // a state re-read must not play it again
    await page.waitForTimeout(1200);
    const plays = spotify.apiRequests().filter((r) => r.path === '/v1/me/player/play');
    expect(plays.map((r) => r.body)).toEqual([{ uris: ['spotify:track:trk-north'] }]);
  });

  test('keeps a #token= fragment token and signs in with it', async ({ page, spotify, siteUrl }) => {
    const token = spotify.issueAccessToken();
    await page.goto(`/player#token=${token}`);
    await expect(openPanel(page)).toBeVisible();
    expect(page.url()).toBe(`${siteUrl}/player`);
    expect(await page.evaluate(() => localStorage.getItem('spotify_token'))).toBe(token);
    await expect.poll(() => spotify.devices()).toHaveLength(1);
  });

  test('refreshes a token that expires within a minute, for the Web API and for the SDK', async ({ page, spotify }) => {
    spotify.setTokenLifetime(30);
    await signIn(page, spotify);
    expect(spotify.tokenRequests().map((r) => r.grantType)).toContain('refresh_token');
    // Let the start-up reads of the Web API end first (playlists, then the track list): one still on its way with a
    // token expired below would sign out, as a 401 must, and the test would race the page.
    await openPanel(page).click();
    await expect(panel(page).getByRole('button', { name: /^Ember/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
    // Every token given so far now answers 401: only a refreshed one plays (Web API) and pauses (SDK).
    spotify.expireAccessTokens();
    await playFromPanel(page, spotify, 'Ember', 'trk-ember');
    await dial(page).click();
    await expect.poll(() => spotify.playback().paused).toBe(true);
    await expect(openPanel(page)).toBeVisible(); // still signed in
  });

  test.describe('player errors', () => {
    test('names the playback error and stops playing', async ({ page, spotify }) => {
      await signIn(page, spotify);
      await playFromPanel(page, spotify, 'Ember', 'trk-ember');
      spotify.sdkEvent('playback_error', { message: 'Failed to perform playback' });
      await expect(page.getByText(COPY.playbackError('Failed to perform playback'))).toBeVisible();
    });

    test('says Premium is needed when the SDK answers account_error', async ({ page, spotify }) => {
      spotify.setPremium(false);
      await page.goto('/play');
      await dial(page).click();
      await expect(
        page.getByText(
          `${COPY.accountError('This functionality is restricted to premium users only')} ${COPY.premiumNeeded}`,
        ),
      ).toBeVisible();
    });

    test('signs out on authentication_error', async ({ page, spotify }) => {
      await signIn(page, spotify);
      spotify.sdkEvent('authentication_error', { message: 'Invalid token scopes.' });
      await expect(page.getByText(COPY.authFailed('Invalid token scopes.'))).toBeVisible();
      await expect(openPanel(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('spotify_token'))).toBeNull();
    });

    test('shows Failed to play track when Spotify keeps failing', async ({ page, spotify }) => {
      test.slow(); // five tries, 1 + 2 + 4 + 8 s apart
      await signIn(page, spotify);
      spotify.queueApiAnswers(
        '/v1/me/player/play',
        Array.from({ length: 5 }, () => ({ status: 502, body: { error: { status: 502, message: 'Bad gateway.' } } })),
      );
      await openPanel(page).click();
      await panel(page)
        .getByRole('button', { name: /^Ember/ })
        .click();
      await page.keyboard.press('Escape');
      await expect(page.getByText(COPY.playFailed)).toBeVisible({ timeout: 25_000 });
    });
  });

  test.describe('accessibility and layout', () => {
    for (const dark of [false, true]) {
      test(`has no serious axe violation signed out, signed in and with the panel open${dark ? ' in dark mode' : ''}`, async ({
        page,
        spotify,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const check = async () => {
          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        };
        await page.goto('/play');
        if (dark) await page.getByRole('button', { name: COPY.darkMode }).click();
        await check();
        await dial(page).click();
        await expect(openPanel(page)).toBeVisible();
        if (dark) await page.getByRole('button', { name: COPY.darkMode }).click();
        await playFromPanel(page, spotify, 'Ember', 'trk-ember');
        await check();
        await openPanel(page).click();
        await expect(panel(page).getByRole('heading', { name: 'Deep Work' })).toBeVisible();
        await check();
      });
    }

    test('fits a 390 px wide phone: dial, track and panel inside the screen', async ({ page, spotify }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, spotify);
      await playFromPanel(page, spotify, 'North Light', 'trk-north');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const target of [dial(page), page.getByRole('button', { name: COPY.darkMode }), openPanel(page)]) {
        const box = await target.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await openPanel(page).click();
      const box = await panel(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    });

    test('toggles dark mode without keeping it', async ({ page }) => {
      await page.goto('/play');
      const toggle = page.getByRole('button', { name: COPY.darkMode });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('main.player')).toHaveClass(/dark/);
      await page.reload();
      await expect(page.getByRole('button', { name: COPY.darkMode })).toHaveAttribute('aria-pressed', 'false');
    });
  });
});
