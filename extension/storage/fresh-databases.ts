import 'fake-indexeddb/auto';
import { afterEach, beforeEach } from 'vitest';
import { IntentlyDb } from './db';
import { ToolsDb } from './tools-db';

/** For tests: a fresh tools database and tracker database (fake-indexeddb) for each test, deleted after it. */
export function freshDatabases(): { tools(): ToolsDb; tracker(): IntentlyDb } {
  let tools: ToolsDb;
  let tracker: IntentlyDb;
  let n = 0;
  beforeEach(() => {
    n++;
    tools = new ToolsDb(`tools-test-${n}`);
    tracker = new IntentlyDb(`tracker-test-${n}`);
  });
  afterEach(async () => {
    await tools.delete();
    await tracker.delete();
  });
  return { tools: () => tools, tracker: () => tracker };
}
