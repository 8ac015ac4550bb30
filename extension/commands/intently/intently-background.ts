import { z } from 'zod';
import { accountService, type AccountService } from '../../account/account-service';
import { call, defineBackground } from '../define-command';
import { SIDE_BAR_SETTING } from './side-bar-setting';

let account: AccountService | undefined;

/** /intently in the background: the side icon bar switch, shown on every page while on, and the account (sign in, sign out). */
export default defineBackground({
  calls: {
    sideBar: call(z.tuple([]), async (d) => (await d.tools.settings.get(SIDE_BAR_SETTING))?.value === true),
    setSideBar: call(z.tuple([z.boolean(), z.number().int().nullable()]), async (d, on, tabId) => {
      await d.tools.settings.put({ key: SIDE_BAR_SETTING, value: on });
      if (tabId !== null) await d.refreshInPage(tabId).catch(() => undefined);
    }),
    signIn: call(z.tuple([z.number().int().nullable()]), async (d, windowId) =>
      (account ??= accountService(d.api)).signIn(windowId ?? undefined),
    ),
    signOut: call(z.tuple([]), async (d) => (account ??= accountService(d.api)).signOut()),
  },
  inPage: async (d) => ({ sideBar: (await d.tools.settings.get(SIDE_BAR_SETTING))?.value === true }),
});
