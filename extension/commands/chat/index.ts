import { defineCommand } from '../define-command';

/** /chat: listed, and needs an account (SPEC §6 integrations). */
export default defineCommand({ name: '/chat', description: 'Ask the AI chat (needs sign-in)', needsAccount: true });
