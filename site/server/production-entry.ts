/**
 * The bundled server's entry (dist/server/main.js, `npm run build`): it maps stack traces through the bundle's
 * source map before the server loads (a 500's log line names `site/server/<file>.ts:<line>`; Node maps only what
 * it loads after this), then runs main.ts as `npm start` does.
 */
process.setSourceMapsEnabled(true);
void import('./main');
