import { defineCommand } from '../define-command';

/** /gmail: listed, and needs an account (SPEC §6 integrations). */
export default defineCommand({ name: '/gmail', description: 'Send mail (needs sign-in)', needsAccount: true });
