import {
  DEFAULT_CHANNELS,
  SLACK_TEST_TEAM,
  slackServerEnv,
  startSlackStandIn,
  type SlackStandIn,
} from '../../site/server/test/slack-stand-in';
import { expect, test } from '../fixtures/extension';
import { newDevice, signInFromMainPage, startAccountServer, type AccountServer, type Device } from './account-helpers';
import { openBar, openPage, runCommand } from './bar-helpers';

test.describe('/slack against the real server (local sign-in) and a stand-in of Slack (OAuth v2, conversations.list, chat.postMessage)', () => {
  test.describe.configure({ timeout: 240_000 });
  let slack: SlackStandIn;
  let server: AccountServer;
  let device: Device | undefined;

  test.beforeAll(async () => {
    slack = await startSlackStandIn();
    server = await startAccountServer(undefined, { env: slackServerEnv(slack.url) });
  });
  test.afterAll(async () => {
    await device?.close();
    await server?.close();
    await slack?.close();
  });

  test("connect Slack from the bar, pick a channel as you type, post, and say Slack's errors in words keeping what was typed", async ({
    testPages,
  }) => {
    device = await newDevice(server.url);
    const { context, main } = device;
    // Slack's API address is a setting: here, the stand-in.
    await main.evaluate((base) => chrome.storage.local.set({ slackApiBase: base }), slack.url);
    await signInFromMainPage(device, 'ann@example.com');

    // Not connected yet: the bar says so at once and offers to connect.
    const page = await openPage(context, testPages.url('bar-plain.html'));
    let frame = await openBar(page);
    await runCommand(frame, '/slack');
    await expect(frame.getByRole('alert')).toHaveText(
      'Intently is not connected to a Slack workspace yet. Connect Slack to post from /slack.',
    );
    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Connect Slack' }).click();
    const connect = await opened;
    await expect(connect).toHaveURL(/\/auth\?source=extension&grant=slack&flow=extension_[\w-]{32}$/);
    await connect.getByRole('button', { name: 'Continue with Slack' }).click();
    await expect(connect.getByRole('status')).toHaveText(
      `Slack is connected: ${SLACK_TEST_TEAM.name}. Go back to Intently to post with /slack; you can close this tab.`,
    );
    expect(slack.authorizations().at(-1)?.get('scope')).toBe('chat:write,channels:read');
    await connect.close();

    // Autocomplete from conversations.list (archived channels left out; 450 more channels take three pages), then post with Enter.
    const many = Array.from({ length: 450 }, (_, i) => ({
      id: `C0TEAM${i}`,
      name: `team-${String(i).padStart(3, '0')}`,
      member: true,
    }));
    slack.setChannels([...DEFAULT_CHANNELS, ...many]);
    frame = await openBar(page);
    await runCommand(frame, '/slack');
    const field = frame.getByRole('textbox', { name: 'Channel and message' });
    await field.fill('#team-449');
    await expect(frame.getByRole('option')).toHaveText(['#team-449']);
    expect(slack.calls().filter((c) => c.method === 'conversations.list')).toHaveLength(3);
    await field.fill('#de');
    await expect(frame.getByRole('option')).toHaveText(['#design']);
    await frame.getByRole('option').getByRole('button', { name: '#design' }).click();
    // Typed at once after the pick, into whatever has the keyboard: the field, its caret after the channel.
    await page.keyboard.type('the mockups are ready ✓');
    await expect(field).toHaveValue('#design the mockups are ready ✓');
    await field.press('Enter');
    await expect(frame.getByRole('status')).toHaveText(`Posted to #design in ${SLACK_TEST_TEAM.name}.`);
    await expect(field).toHaveValue('');
    expect(slack.posted().map(({ channel, text }) => ({ channel, text }))).toEqual([
      { channel: 'C0DESIGN', text: 'the mockups are ready ✓' },
    ]);
    const lists = slack.calls().filter((c) => c.method === 'conversations.list').length;

    // Typed in one go: posts at once; the channel list came from the cache.
    frame = await openBar(page);
    await runCommand(frame, '/slack #general lunch at noon');
    await expect(frame.getByRole('status')).toHaveText(`Posted to #general in ${SLACK_TEST_TEAM.name}.`);
    expect(slack.calls().filter((c) => c.method === 'conversations.list')).toHaveLength(lists);

    // Slack's errors in words; what was typed stays in the field.
    const errors: Array<[string, string]> = [
      ['/slack #random hello there', 'Invite the Intently app to #random first. What you typed is kept.'],
      [
        '/slack #nowhere hello',
        `There is no channel #nowhere in ${SLACK_TEST_TEAM.name} that Intently can see; pick one from the list as you type #. What you typed is kept.`,
      ],
    ];
    for (const [line, sentence] of errors) {
      frame = await openBar(page);
      await runCommand(frame, line);
      await expect(frame.getByRole('alert')).toHaveText(sentence);
      await expect(frame.getByRole('textbox', { name: 'Channel and message' })).toHaveValue(
        line.slice('/slack '.length),
      );
    }

    // rate_limited: a short Retry-After is waited out; a long one is said in words.
    slack.queueFailures('chat.postMessage', [{ status: 429, retryAfter: '1' }]);
    frame = await openBar(page);
    const before = Date.now();
    await runCommand(frame, '/slack #design after a pause');
    await expect(frame.getByRole('status')).toHaveText(`Posted to #design in ${SLACK_TEST_TEAM.name}.`);
    expect(Date.now() - before).toBeGreaterThanOrEqual(1000);
    slack.queueFailures('chat.postMessage', [{ status: 429, retryAfter: '30' }]);
    frame = await openBar(page);
    await runCommand(frame, '/slack #design too fast');
    await expect(frame.getByRole('alert')).toHaveText(
      'Slack is limiting how fast Intently may post; try again in 30 seconds. What you typed is kept.',
    );

    // The workspace removes the app: Reconnect Slack, and the text is kept on the device for the next opening.
    slack.revokeTeam(SLACK_TEST_TEAM.id);
    frame = await openBar(page);
    await runCommand(frame, '/slack #design still there?');
    await expect(frame.getByRole('alert')).toHaveText(
      'Slack access was revoked or the Intently app was removed from the workspace. Reconnect Slack to go on. What you typed is kept.',
    );
    await expect(frame.getByRole('button', { name: 'Reconnect Slack' })).toBeVisible();
    frame = await openBar(page);
    await runCommand(frame, '/slack');
    await expect(frame.getByRole('textbox', { name: 'Channel and message' })).toHaveValue('#design still there?');
    expect(slack.posted()).toHaveLength(3);

    // Reconnect, then disconnect from the bar: revoked at Slack, forgotten on the server.
    const reopened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Connect Slack' }).click();
    const again = await reopened;
    await again.getByRole('button', { name: 'Continue with Slack' }).click();
    await expect(again.getByRole('status')).toContainText('Slack is connected');
    await again.close();
    frame = await openBar(page);
    await runCommand(frame, '/slack');
    await frame.getByRole('button', { name: 'Disconnect Slack' }).click();
    await expect(frame.getByRole('status')).toHaveText(
      'Slack is disconnected: Intently gave up its access to the workspace. Connect Slack to post again.',
    );
    expect(slack.revocations()).toHaveLength(1);
    await expect(frame.getByRole('button', { name: 'Connect Slack' })).toBeVisible();
  });
});
