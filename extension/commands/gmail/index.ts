import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /gmail: compose and send mail with Gmail (SPEC §6 integrations; issue #22); needs an account. */
export default defineCommand({
  ...catalogEntry('/gmail'),
  needsAccount: true,
  background: () => import('./gmail-background'),
});
