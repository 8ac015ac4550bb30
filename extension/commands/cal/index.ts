import { defineCommand } from '../define-command';

/** /cal: today's Google Calendar events, or an event added from text (SPEC §6 integrations; issue #22); needs an account. */
export default defineCommand({
  name: '/cal',
  description: 'Your calendar: today, or add an event (needs sign-in)',
  needsAccount: true,
  background: () => import('./cal-background'),
});
