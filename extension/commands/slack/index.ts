import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /slack: post to a channel of the connected Slack workspace (SPEC §6 integrations; issue #23); needs an account. */
export default defineCommand({
  ...catalogEntry('/slack'),
  needsAccount: true,
  background: () => import('./slack-background'),
});
