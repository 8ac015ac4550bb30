import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { SIDE_BAR_SETTING } from './side-bar-setting';

/** /intently in the background: the side icon bar switch, shown on every page while on (the account and the time bar are the shell's). */
export default defineBackground({
  calls: {
    sideBar: call(z.tuple([]), async (d) => (await d.tools.settings.get(SIDE_BAR_SETTING))?.value === true),
    setSideBar: call(z.tuple([z.boolean(), z.number().int().nullable()]), async (d, on, tabId) => {
      await d.tools.settings.put({ key: SIDE_BAR_SETTING, value: on });
      if (tabId !== null) await d.refreshInPage(tabId).catch(() => undefined);
    }),
  },
  inPage: async (d) => ({ sideBar: (await d.tools.settings.get(SIDE_BAR_SETTING))?.value === true }),
});
