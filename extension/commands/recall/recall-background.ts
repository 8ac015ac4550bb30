import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { recall } from './recall';

/** /recall in the background. */
export default defineBackground({
  calls: { recall: call(z.tuple([z.string().max(1000)]), (d, query) => recall(d.tools, query)) },
});
