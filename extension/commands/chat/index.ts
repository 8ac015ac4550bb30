import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /chat: an AI chat through the Intently server (SPEC §6 integrations; issue #23); needs an account. */
export default defineCommand({
  ...catalogEntry('/chat'),
  needsAccount: true,
  background: () => import('./chat-background'),
});
