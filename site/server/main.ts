import { withEnvFile } from './env-file';
import { startServer } from './start-server';

// CLI entry (`npm start`): configuration comes from the environment and ./.env, see .env.example.
// One JSON line per request on stdout (http/request-log.ts); start-up notices and errors go to stderr.
const server = await startServer({
  env: withEnvFile(process.env, '.env'),
  requestLog: (line) => console.log(line),
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`Intently server listening on ${server.url} (database: ${server.storage.kind})`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) process.exit(1); // a second Ctrl-C means "now"
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`Shutting down after ${signal} failed: ${error.message}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
