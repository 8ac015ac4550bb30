import { defineCommand } from '../define-command';
import { translateUrl } from './translate-url';

/** /translate: opens the translator with the typed text or the page's selection. */
export default defineCommand({
  name: '/translate',
  description: 'Translate the selection or typed text',
  aliases: ['/tr'],
  run: async (ctx, arg) => {
    const text = arg || ctx.selection;
    if (!text.trim()) throw new Error('Select text on the page or type it after /translate, for example "/translate bonjour".');
    await ctx.api.tabs.create({ url: translateUrl(text), windowId: ctx.tab?.windowId });
  },
});
