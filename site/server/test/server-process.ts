import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The server running as `npm start` runs it (a separate Node process on main.ts), or as production runs its bundle. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  output: () => string;
}

/**
 * Spawns main.ts (or another entry that prints "listening on <url>") with the given environment and waits for that
 * line. A TypeScript entry runs through tsx; a JavaScript one (the bundle, dist/server/main.js) as plain Node, in
 * `cwd` when given.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  entry = resolve(import.meta.dirname, '../main.ts'),
  args: string[] = [],
  cwd?: string,
): Promise<ServerProcess> {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, entry, ...args], {
    cwd,
    env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', SITE_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that times out never reaches its kill(); the server must still not outlive the test run.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  let output = '';
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => {
      process.removeListener('exit', reap);
      done(code ?? signal ?? -1);
    }),
  );
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => fail(new Error(`The server exited with ${code} before listening:\n${output}`)));
  });
  return { url, child, exited, output: () => output };
}
