import { z } from 'zod';
import { loadSettings } from '../../storage/settings-store';
import { visitOrigin } from '../../storage/visit-origin';
import { call, defineBackground } from '../define-background';
import { remember } from './remember';

/** /remember in the background: the snippet keeps the visit of the page under the bar while Clipboard history is on. */
export default defineBackground({
  calls: {
    remember: call(z.tuple([z.string().max(20_000)]), async (d, text) => {
      const keepOrigin = d.senderTab && (await loadSettings(d.tracker)).clipboard;
      const from = keepOrigin ? await visitOrigin(d.tracker, d.senderTab!, d.now()) : undefined;
      await remember(d.tools, text, d.now(), from);
    }),
  },
});
