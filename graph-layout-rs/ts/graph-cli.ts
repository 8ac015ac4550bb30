/** `npm run graph -- <visits.json>`: prints {nodes, links, sessions, timeline, skipped} computed by the wasm core. */
import { readFile } from 'node:fs/promises';
import { instantiateGraphCore } from './graph-core';
import { toGraphJson } from './graph-json';
import { parseVisits } from './parse-visits';
import { toVisitColumns } from './visit-columns';
import { readWasmBytes } from './wasm-bytes';

async function main(args: string[]): Promise<void> {
  if (args.length !== 1) throw new Error('usage: npm run graph -- <visits.json>');
  const [file] = args;
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`${file}: cannot read it (${error.code ?? error.message})`);
  });
  const visits = parseVisits(text, file);
  const core = await instantiateGraphCore(await readWasmBytes());
  // UTC, so the same file gives byte-identical output on every machine.
  const graph = core.compute(toVisitColumns(visits), 0);
  process.stdout.write(`${JSON.stringify(toGraphJson(visits, graph.columns), null, 2)}\n`);
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`graph: ${error.message}\n`);
  process.exitCode = 1;
});
