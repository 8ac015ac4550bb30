import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { TRANSLATE_TARGET_SETTING } from './translate-target';

/** /translate in the background: its target language, a bar setting (exported with the bar's settings). */
export default defineBackground({
  calls: {
    translateTarget: call(
      z.tuple([]),
      async (d) => (await d.tools.settings.get(TRANSLATE_TARGET_SETTING))?.value ?? null,
    ),
    setTranslateTarget: call(z.tuple([z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)]), async (d, tag) => {
      await d.tools.settings.put({ key: TRANSLATE_TARGET_SETTING, value: tag });
    }),
  },
});
