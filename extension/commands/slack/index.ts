import { defineCommand } from '../define-command';

/** /slack: listed, and needs an account (SPEC §6 integrations). */
export default defineCommand({ name: '/slack', description: 'Message your team (needs sign-in)', needsAccount: true });
