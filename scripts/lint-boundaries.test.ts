import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js, each shown failing on a violation and passing on what is
 * allowed: ESLint lints one-line snippets as if they were files at the given paths (none need exist).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary messages ESLint gives for `code` at `filePath` (other rules, such as unused imports, are left out). */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${filePath}` });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

/** At least one boundary message, and each one the zone's. */
function expectViolation(messages: string[], text: string): void {
  expect(messages).not.toEqual([]);
  for (const message of messages) expect(message).toContain(text);
}

const CONTENT = 'A content script never imports storage/';
const COMMAND = 'A command imports only npm packages, its own folder, storage/, shared/, account/ and the command kit';
const TRACKING_STORAGE = 'tracking/ keeps the pure model: from storage/ it imports only the records';
const TRACKING_BACKGROUND = 'tracking/ keeps the pure model and never imports background/';
const SITE = 'The site reaches the graph view only through extension/graph/index.ts';
const SERVER = 'The server reaches the extension only through the contract';
const CONTRACT = 'The contract (extension/account/api-contract.ts) is imported by the extension and the server alike';

describe('a content script never imports storage/', () => {
  it.each([
    ['extension/content/page-time.ts', "import { db } from '../storage/db';"],
    ['extension/in-page/widgets.ts', "import { db } from '../storage/db';"],
    ['extension/in-page/widgets.ts', "import { db } from '@/storage/db';"],
    ['extension/command-bar/bar-host.ts', "import { ToolsDb } from '../storage/tools-db';"],
    ['extension/command-bar/results/bar-row.tsx', "import { db } from '../../storage';"],
    ['extension/entrypoints/content-script.ts', "export { db } from '../storage/db';"],
    ['extension/entrypoints/in-page.ts', "import * as storage from '../storage/db';"],
    ['extension/entrypoints/bar/main.ts', "import { db } from '../../storage/db';"],
    ['extension/entrypoints/bar/main.ts', "const { db } = await import('../../storage/db');"],
    ['extension/command-bar/bar-host.ts', "import { db, type IntentlyDb } from '../storage/db';"],
  ])('%s: %s is an error', async (file, code) => {
    expectViolation(await boundaryMessages(file, code), CONTENT);
  });

  it.each([
    ['extension/command-bar/bar-host.ts', "import type { IntentlyDb } from '../storage/db';"],
    ['extension/in-page/widgets.ts', "import { type IntentlyDb } from '../storage/db';"],
    ['extension/content/page-time.ts', "export type { IntentlyDb } from '../storage/db';"],
    ['extension/command-bar/bar-host.ts', "import { storage } from 'wxt/utils/storage';"],
    ['extension/entrypoints/background.ts', "import { db } from '../storage/db';"],
    ['extension/entrypoints/app/main.tsx', "import { db } from '../../storage/db';"],
    ['extension/app/app-page.tsx', "import { db } from '../storage/db';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('a command imports only storage/, shared/, account/ and the command types', () => {
  it.each([
    ['extension/commands/timer/timer-panel.tsx', "import { BarContext } from '../../command-bar/bar-context';"],
    ['extension/commands/timer/timer-panel.tsx', "import type { BarContext } from '../../command-bar/bar-context';"],
    ['extension/commands/timer/timers.ts', "import { notes } from '../notes/notes';"],
    ['extension/commands/timer/timers.ts', "import { COMMANDS } from '../index';"],
    ['extension/commands/timer/timers.ts', "import { COMMANDS } from '..';"],
    ['extension/commands/timer/timers.ts', "import { startTracking } from '../../background/start-background';"],
    ['extension/commands/timer/timers.ts', "import { inPageState } from '../../in-page/in-page-state';"],
    ['extension/commands/timer/timers.ts', "import { GraphView } from '../../graph/graph-view';"],
    ['extension/commands/timer/timers.ts', "import { Tracker } from '../../tracking/tracker';"],
    ['extension/commands/timer/timers.ts', "import { syncNow } from '../../sync/sync-now';"],
    ['extension/commands/timer/timers.ts', "import type { UrlVisit } from '../../../graph-layout-rs/ts/url-visit';"],
    ['extension/commands/timer/timers.ts', "import { COMMANDS } from '../..';"],
    ['extension/commands/timer/timers.ts', "import { notes } from './panel/../../notes/notes';"],
    ['extension/commands/timer/timers.ts', "import { notes } from '.././notes/notes';"],
    ['extension/commands/timer/timers.ts', "import { notes } from './../notes/notes';"],
    ['extension/commands/timer/timers.ts', "import { BarContext } from '@/command-bar/bar-context';"],
    ['extension/commands/timer/timers.ts', "import { notes } from '@/commands/notes';"],
    ['extension/commands/timer/timers.ts', "import { BarContext } from '@@/extension/command-bar/bar-context';"],
    ['extension/commands/timer/timers.ts', "export { BarContext } from '../../command-bar/bar-context';"],
    ['extension/commands/timer/panel/timer-panel.tsx', "import { notes } from '../../notes/notes';"],
    [
      'extension/commands/timer/panel/timer-panel.tsx',
      "import { BarContext } from '../../../command-bar/bar-context';",
    ],
    [
      'extension/commands/timer/panel/parts/dial.tsx',
      "import { BarContext } from '../../../../command-bar/bar-context';",
    ],
    [
      'extension/commands/timer/a/b/c/d/e/deep.ts',
      "import { BarContext } from '../../../../../../../command-bar/bar-context';",
    ],
  ])('%s: %s is an error', async (file, code) => {
    expectViolation(await boundaryMessages(file, code), COMMAND);
  });

  it.each([
    ['extension/commands/timer/timer-panel.tsx', "import { useState } from 'react';"],
    ['extension/commands/timer/timer-panel.tsx', "import { z } from 'zod';"],
    ['extension/commands/timer/timer-panel.tsx', "import { startTimer } from './timers';"],
    ['extension/commands/timer/timer-panel.tsx', "import { defineCommand } from '../define-command';"],
    ['extension/commands/note/note-panel.tsx', "import { withSite } from '../panel-kit';"],
    ['extension/commands/block/index.ts', "import { requireSite } from '../site-required';"],
    [
      'extension/commands/intently/intently-background.ts',
      "import { accountService } from '../../account/account-service';",
    ],
    ['extension/commands/timer/time-bar-widget.ts', "import type { InPageWidget } from '../define-widget';"],
    ['extension/commands/timer/timer-background.ts', "import { call, defineBackground } from '../define-background';"],
    ['extension/commands/timer/timer-panel.tsx', "import type { CommandPanel } from '../define-command.ts';"],
    ['extension/commands/timer/timer-panel.tsx', "import { ToolsDb } from '../../storage/tools-db';"],
    ['extension/commands/timer/timer-panel.tsx', "import { db } from '../../storage';"],
    ['extension/commands/timer/timer-panel.tsx', "import { formatDuration } from '../../shared/format-duration';"],
    ['extension/commands/timer/timer-panel.tsx', "import { db } from '@/storage/db';"],
    ['extension/commands/timer/timer-panel.tsx', "import { defineCommand } from '@/commands/define-command';"],
    ['extension/commands/timer/timer-panel.tsx', "import { timer } from '.';"],
    ['extension/commands/timer/panel/timer-panel.tsx', "import { timer } from '..';"],
    ['extension/commands/timer/panel/timer-panel.tsx', "import { startTimer } from '../timers';"],
    ['extension/commands/timer/panel/timer-panel.tsx', "import { defineCommand } from '../../define-command';"],
    ['extension/commands/timer/panel/timer-panel.tsx', "import { db } from '../../../storage/db';"],
    ['extension/commands/timer/panel/parts/dial.tsx', "import { dayKey } from '../../../../shared/day-key';"],
    // The registry and the command types are not a command's folder: they list and type every command.
    ['extension/commands/index.ts', "import { timer } from './timer';"],
    ['extension/commands/define-command.ts', "import type { BarContext } from '../command-bar/bar-context';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('tracking/ keeps the pure model', () => {
  it.each([
    ['extension/tracking/tracker.ts', "import { db } from '../storage/db';", TRACKING_STORAGE],
    [
      'extension/tracking/tracker.test.ts',
      "import { DexieTrackerStore } from '../storage/dexie-tracker-store';",
      TRACKING_STORAGE,
    ],
    [
      'extension/tracking/tracker.ts',
      "import { startTracking } from '../background/start-tracking';",
      TRACKING_BACKGROUND,
    ],
    ['extension/tracking/tracker.ts', "import type { Wiring } from '../background/wiring';", TRACKING_BACKGROUND],
  ])('%s: %s is an error', async (file, code, message) => {
    expectViolation(await boundaryMessages(file, code), message);
  });

  it.each([
    ['extension/tracking/tracker.ts', "import type { VisitRecord } from '../storage/schema';"],
    ['extension/tracking/tracker.ts', "import { emptyTrackerState } from '../storage/tracker-state';"],
    ['extension/tracking/tracker-harness.ts', "import { DEFAULT_SETTINGS } from '../storage/tracking-settings';"],
    ['extension/tracking/tracker.ts', "import { categoryOf } from './categories';"],
    ['extension/background/start-tracking.ts', "import { DexieTrackerStore } from '../storage/dexie-tracker-store';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('the site reaches the graph view only through extension/graph/index.ts', () => {
  it.each([
    ['site/src/demo-graph/demo-graph.tsx', "import { GraphView } from '../../../extension/graph/graph-view';"],
    ['site/src/demo-graph/demo-graph.tsx', "import type { GraphModel } from '../../../extension/graph/graph-model';"],
    [
      'site/src/demo-graph/demo-graph.tsx',
      "import { GraphRenderer } from '../../../extension/graph/render/graph-renderer';",
    ],
    ['site/src/app.tsx', "export * from '../../extension/graph/graph-view';"],
  ])('%s: %s is an error', async (file, code) => {
    expectViolation(await boundaryMessages(file, code), SITE);
  });

  it.each([
    ['site/src/demo-graph/demo-graph.tsx', "import { GraphView } from '../../../extension/graph';"],
    ['site/src/demo-graph/demo-graph.tsx', "import { GraphView } from '../../../extension/graph/index';"],
    ['site/src/demo-graph/demo-graph.tsx', "import { GraphView } from '../../../extension/graph/index.ts';"],
    ['extension/app/main/graph-tab.tsx', "import { GraphView } from '../../graph/graph-view';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});

describe('the server reaches the extension only through the contract, which imports only npm packages', () => {
  it.each([
    ['site/server/routes/sync-routes.ts', "import { accountApi } from '../../../extension/account/account-api';"],
    ['site/server/routes/sync-routes.ts', "import type { ServerNote } from '../../../extension/account/account-api';"],
    ['site/server/app.ts', "import { GraphView } from '../../extension/graph';"],
    ['site/server/routes/chat-routes.ts', "import { CHAT_LIMITS } from '../../../extension/account/ai-events';"],
  ])('%s: %s is an error', async (file, code) => {
    expectViolation(await boundaryMessages(file, code), SERVER);
  });

  it.each([
    ['extension/account/api-contract.ts', "import { ReconnectGoogleError } from '../shared/call-google';"],
    ['extension/account/api-contract.ts', "import type { AppEnv } from '../../site/server/app-env';"],
    ['extension/account/api-contract.ts', "import { AI_PORT } from './ai-events';"],
    ['extension/account/api-contract.ts', "import { db } from '@/storage/db';"],
  ])('%s: %s is an error', async (file, code) => {
    expectViolation(await boundaryMessages(file, code), CONTRACT);
  });

  it.each([
    [
      'site/server/routes/sync-routes.ts',
      "import { COMMAND_BATCH_LIMITS } from '../../../extension/account/api-contract';",
    ],
    ['site/server/routes/me-routes.test.ts', "import { accountApi } from '../../../extension/account/account-api';"],
    ['extension/account/api-contract.ts', "import { z } from 'zod';"],
    ['extension/account/account-api.ts', "import { API_ROUTES } from './api-contract';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await boundaryMessages(file, code)).toEqual([]);
  });
});
