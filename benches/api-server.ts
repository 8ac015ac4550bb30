// The API server for `npm run bench:api` only: main.ts's server, and with --without-limits one without rate
// limits, plan limits or account quotas, so the benchmark prints what they cost. Production runs main.ts, which
// has no such switch, and no setting of the environment turns it on.
import { startServer } from '../site/server/start-server';

const server = await startServer({ withoutLimits: process.argv.includes('--without-limits') });
console.log(`Intently bench server listening on ${server.url}`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
