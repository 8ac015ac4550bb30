import { defineCommand } from '../define-command';

/** /cal: listed, and needs an account (SPEC §6 integrations). */
export default defineCommand({ name: '/cal', description: 'Your calendar (needs sign-in)', needsAccount: true });
