import type { WxtBrowser } from 'wxt/browser';
import { accountService, type AccountService } from '../account/account-service';
import { listenToAiStreams } from '../account/ai-access';
import { syncStatusText } from '../account/account-view';
import { googleAccess, GrantStartMessage, type GoogleAccess } from '../account/google-access';
import { providerAccess } from '../account/provider-access';
import { slackAccess, SlackFinishMessage, SlackStartMessage, type SlackAccess } from '../account/slack-access';
import { onTrusted } from '../messages/on-trusted';
import { AccountDb } from '../storage/account-db';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { startSyncScheduler, type SyncScheduler } from '../sync/sync-scheduler';

/**
 * Background side of the account: the /auth page's hand-over, its request to start a Google grant and to
 * start and finish connecting Slack (externally_connectable: only the server's pages can send them, and the
 * services check the exact origin and the state), the main page's account messages, and sync. Returns the
 * scheduler, so a change made through the bar's commands syncs soon, and, for the commands, the one account
 * service (the shell's sign-in and sign-out) and Google and Slack access. The bar's AI requests (/chat, /translate) come over their own ports (account/ai-access.ts).
 */
export function startAccount(
  api: WxtBrowser,
  tools: ToolsDb,
  tracker: IntentlyDb,
  trackingChanged: () => Promise<void>,
): { sync: SyncScheduler; account: AccountService; google: GoogleAccess; slack: SlackAccess } {
  const account = new AccountDb();
  const service = accountService(api, account);
  const sync = startSyncScheduler(api, service, { account, tools, tracker }, trackingChanged);
  const providers = providerAccess(api, service);
  const google = googleAccess(providers);
  const slack = slackAccess(providers);
  const answer = (work: Promise<object>, reply: (answer: unknown) => void) =>
    work.then(
      (result) => reply({ ok: true, ...result }),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  listenToAiStreams(api.runtime, service);

  api.runtime.onMessageExternal.addListener((message, sender, reply) => {
    if (GrantStartMessage.safeParse(message).success) {
      void answer(google.startGrant(message, sender), reply);
      return true;
    }
    if (SlackStartMessage.safeParse(message).success) {
      void answer(slack.startConnect(message, sender), reply);
      return true;
    }
    if (SlackFinishMessage.safeParse(message).success) {
      void answer(
        slack.finishConnect(message, sender).then((team) => ({ team })),
        reply,
      );
      return true;
    }
    service.acceptHandOver(message, sender).then(
      (email) => reply({ ok: true, email }),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return true;
  });
  onTrusted(api.runtime, {
    'account/sign-in': async ({ windowId }) => {
      await service.signIn(windowId);
      return '';
    },
    'account/sign-out': () => service.signOut(),
    'account/delete': () => service.deleteAccount(),
    'account/sync-now': async () => syncStatusText(await sync.syncNow()),
    'account/set-server': async ({ origin }) => {
      await service.setServer(origin);
      return '';
    },
    'account/changed': () => sync.changed(),
  });
  return { sync, account: service, google, slack };
}
