import { useCallback, useState } from 'react';
import { db, IntentlyDb } from '../storage/db';
import type { LocalDatabases } from '../storage/local-databases';
import { ToolsDb } from '../storage/tools-db';
import { dayKey } from '../shared/day-key';
import { AccountPanel } from './main/account-panel';
import { CustomCommandsPanel } from './main/custom-commands-panel';
import { DataPanel } from './main/data-panel';
import { DayCards } from './main/day-cards';
import { DayPicker } from './main/day-picker';
import { HistoryImportPanel } from './main/history-import-panel';
import { MAIN_COPY } from './main/main-copy';
import { PermissionsPanel } from './main/permissions-panel';
import { SettingsPanel } from './main/settings-panel';
import { ThemeSetting } from './main/theme-setting';
import { useDaySummary } from './main/use-day-summary';
import { WhatsNewLine } from './main/whats-new-line';
import { WriteStatus } from './main/write-status';

/** The databases of the data panel: the tracker's, and the bar's tools (one instance per page). */
const dbs: LocalDatabases = { tracker: db, tools: new ToolsDb() };

declare global {
  interface Window {
    /** The database classes, in test builds only (VITE_TEST_HOOKS): the quota e2e opens them over a small storage bucket. */
    intentlyDatabases?: { IntentlyDb: typeof IntentlyDb; ToolsDb: typeof ToolsDb };
  }
}
if (import.meta.env.VITE_TEST_HOOKS) window.intentlyDatabases = { IntentlyDb, ToolsDb };

/** SPEC §2: the extension's main page (`page=main`): a day's cards, top domains, settings and data. */
export function MainPage() {
  const [date, setDate] = useState(() => dayKey(Date.now()));
  const [refreshKey, setRefreshKey] = useState(0);
  const [error, setError] = useState('');
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);
  const { summary, error: readError } = useDaySummary(db, date, refreshKey);
  return (
    <main className="app-main">
      <header className="app-header">
        <h1>{MAIN_COPY.title}</h1>
        <a className="button" href="?page=graph">
          {MAIN_COPY.graphLink}
        </a>
      </header>
      <WhatsNewLine />
      <p className="muted">{MAIN_COPY.privacy}</p>
      <WriteStatus />
      <HistoryImportPanel db={db} onImported={refresh} />
      <DayPicker date={date} onChange={setDate} />
      {(readError || error) && (
        <p className="error" role="alert">
          {readError || error}
        </p>
      )}
      {summary &&
        (summary.record.stats.totalUrls > 0 ? (
          <DayCards summary={summary} />
        ) : (
          <p className="muted">{MAIN_COPY.emptyDay}</p>
        ))}
      <div className="panels">
        <AccountPanel />
        <SettingsPanel db={db} refreshKey={refreshKey} onError={setError} />
        <PermissionsPanel />
        <ThemeSetting />
        <DataPanel dbs={dbs} onChanged={refresh} />
        <CustomCommandsPanel db={db} refreshKey={refreshKey} />
      </div>
    </main>
  );
}
