import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { remember } from './remember';

/** /remember in the background. */
export default defineBackground({
  calls: { remember: call(z.tuple([z.string().max(20_000)]), (d, text) => remember(d.tools, text, d.now())) },
});
