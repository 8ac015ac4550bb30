import { defineCommand } from '../define-command';

/** /gmail: compose and send mail with Gmail (SPEC §6 integrations; issue #22); needs an account. */
export default defineCommand({
  name: '/gmail',
  description: 'Send mail (needs sign-in)',
  needsAccount: true,
  background: () => import('./gmail-background'),
});
