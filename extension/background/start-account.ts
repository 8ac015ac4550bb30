import type { WxtBrowser } from 'wxt/browser';
import { accountService, type AccountService } from '../account/account-service';
import { listenToAiStreams } from '../account/ai-access';
import { syncStatusText } from '../account/account-view';
import { FlowStartMessage, type Flow } from '../account/auth-flows';
import { googleAccess, type GoogleAccess } from '../account/google-access';
import { providerAccess } from '../account/provider-access';
import { slackAccess, SlackFinishMessage, type SlackAccess } from '../account/slack-access';
import { onTrusted } from '../messages/on-trusted';
import { AccountDb } from '../storage/account-db';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { startSyncScheduler, type SyncScheduler } from '../sync/sync-scheduler';

/**
 * Background side of the account: the /auth page's messages for the flows the extension opened there (start one,
 * hand a sign-in over, finish connecting Slack: externally_connectable lets only the server's pages send them, and
 * auth-flows.ts checks the exact page and the flow), the closing of a flow's tab, the main page's account messages,
 * and sync. Returns the scheduler, so a change made through the bar's commands syncs soon, and, for the commands,
 * the one account service (the shell's sign-in and sign-out) and Google and Slack access. The bar's AI requests
 * (/chat, /translate) come over their own ports (account/ai-access.ts).
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

  // A flow's kind says how the extension starts it at the server when the /auth page asks.
  const startFlow = (id: string, flow: Flow) =>
    flow.kind === 'sign-in'
      ? service.startSignIn(id, flow)
      : flow.kind === 'slack'
        ? slack.startConnect()
        : google.startGrant(flow.kind);
  api.runtime.onMessageExternal.addListener((message, sender, reply) => {
    if (FlowStartMessage.safeParse(message).success) {
      void answer(service.flows.start(message, sender, startFlow), reply);
      return true;
    }
    if (SlackFinishMessage.safeParse(message).success) {
      void answer(
        slack.finishConnect(message, sender).then((team) => ({ team })),
        reply,
      );
      return true;
    }
    void answer(
      service.acceptHandOver(message, sender).then((email) => ({ email })),
      reply,
    );
    return true;
  });
  api.tabs.onRemoved.addListener((tabId) => void service.tabClosed(tabId));
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
