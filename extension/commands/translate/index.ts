import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { googleTranslateCode, translateTarget } from './translate-target';
import { translateUrl } from './translate-url';

/** What /translate says when there is nothing to translate. */
export const NOTHING_TO_TRANSLATE =
  'Select text on the page or type it after /translate, for example "/translate bonjour".';

/**
 * /translate (issue #23): in the bar, translates the selection or the typed text in place through the AI provider
 * (translate-panel.tsx; needs sign-in); as a step of a chain, opens Google Translate with it.
 */
export default defineCommand({
  ...catalogEntry('/translate'),
  background: () => import('./translate-background'),
  run: async (ctx, arg) => {
    const text = arg || ctx.selection;
    if (!text.trim()) throw new Error(NOTHING_TO_TRANSLATE);
    const target = translateTarget(await ctx.call('translateTarget'), navigator.language);
    await ctx.api.tabs.create({ url: translateUrl(text, googleTranslateCode(target)), windowId: ctx.tab?.windowId });
  },
});
