import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /cal: today's Google Calendar events, or an event added from text (SPEC §6 integrations; issue #22); needs an account. */
export default defineCommand({
  ...catalogEntry('/cal'),
  needsAccount: true,
  background: () => import('./cal-background'),
});
