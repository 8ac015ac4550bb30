import { useEffect, useState } from 'react';
import { exportData, exportFileName } from '../../data-export/export-data';
import { importData } from '../../data-export/import-data';
import type { LocalDatabases } from '../../storage/local-databases';
import {
  historyRetention,
  HISTORY_RETENTION_SETTING,
  RETENTION_DAYS,
  type HistoryRetention,
} from '../../storage/history-retention';
import { MAIN_COPY } from './main-copy';
import { toBackground } from '../../messages/to-background';
import { UNSAVED_WRITES_KEY, unsavedWrites } from '../../storage/unsaved-writes';
import type { UnsavedWrite } from '../../storage/quota-guard';
import {
  backupDue,
  backupReminder,
  recordExport,
  REMINDER_OFF,
  REMINDER_WEEKS,
  setBackupReminder,
  type BackupReminder,
} from '../../data-export/backup-reminder';

/** Bytes in words: "12.3 MB". */
const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/**
 * Whether this device's storage is persistent and how much it uses (issue 38). Opening the page asks for persistent
 * storage (`navigator.storage.persist()`: pages only, not the service worker), so the browser does not clear
 * Intently's data when the disk runs low; with unlimitedStorage Chrome usually grants it at once.
 */
function useStorageState() {
  const [state, setState] = useState<{ persisted: boolean; usage: number; quota: number } | null>(null);
  useEffect(() => {
    void (async () => {
      const persisted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
      const { usage = 0, quota = 0 } = await navigator.storage.estimate();
      setState({ persisted, usage, quota });
    })();
  }, []);
  return state;
}

/** The writes refused for lack of space (issue 38), kept up to date while the page is open, and a way to dismiss them. */
function useUnsavedWrites() {
  const [writes, setWrites] = useState<UnsavedWrite[]>([]);
  useEffect(() => {
    const load = () => void unsavedWrites(browser.storage.local).then(setWrites);
    load();
    const changed = (changes: Record<string, unknown>) => UNSAVED_WRITES_KEY in changes && load();
    browser.storage.local.onChanged.addListener(changed);
    return () => browser.storage.local.onChanged.removeListener(changed);
  }, []);
  return { writes, dismiss: () => void browser.storage.local.remove(UNSAVED_WRITES_KEY) };
}

/** SPEC §1 "All data can be exported as CSV from settings": export, import and delete (with confirmation) of all local data. */
export function DataPanel({ dbs, onChanged }: { dbs: LocalDatabases; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const storage = useStorageState();
  const unsaved = useUnsavedWrites();
  const [reminder, setReminder] = useState<BackupReminder>(REMINDER_OFF);
  useEffect(() => void backupReminder(browser.storage.local).then(setReminder), []);
  const chooseReminder = async (weeks: number | null) =>
    setReminder(await setBackupReminder(browser.storage.local, weeks, Date.now()));
  const [retention, setRetention] = useState<HistoryRetention>('all');
  useEffect(() => void historyRetention(dbs.tools).then(setRetention), [dbs.tools]);
  const chooseRetention = async (keep: HistoryRetention) => {
    setRetention(keep);
    await dbs.tools.settings.put({ key: HISTORY_RETENTION_SETTING, value: keep });
    await toBackground.sendMessage('account/changed'); // a synced setting: other devices keep the same
  };

  const run = async (work: () => Promise<string>, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
      onChanged();
    } catch (error) {
      setMessage({ text: `${failure} ${error instanceof Error ? error.message : String(error)}`, error: true });
    } finally {
      setBusy(false);
    }
  };
  const doExport = () =>
    run(async () => {
      const zip = await exportData(dbs, Date.now());
      const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
      const file = exportFileName(Date.now());
      const link = Object.assign(document.createElement('a'), { href: url, download: file });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setReminder(await recordExport(browser.storage.local, Date.now()));
      return MAIN_COPY.exported(file);
    }, 'The export failed.');
  const doImport = (file: File) =>
    run(async () => {
      // Day records come with the export, so nothing needs recomputing; the background puts settings and timers to work.
      const counts = await importData(dbs, new Uint8Array(await file.arrayBuffer()));
      await toBackground.sendMessage('data/imported');
      const { 'visits.csv': visits = 0, ...others } = counts;
      return MAIN_COPY.imported(
        visits,
        Object.values(others).reduce((sum, n) => sum + n, 0),
      );
    }, 'The import did not finish.');
  const doDelete = () =>
    run(async () => {
      setConfirming(false);
      await toBackground.sendMessage('data/delete-all');
      return MAIN_COPY.deleted;
    }, 'The deletion did not finish.');

  return (
    <section className="panel" aria-labelledby="data-title">
      <h2 id="data-title">{MAIN_COPY.data}</h2>
      {storage && (
        <p className="muted" aria-label="Storage">
          {storage.persisted ? MAIN_COPY.persisted : MAIN_COPY.notPersisted}{' '}
          {MAIN_COPY.spaceUsed(size(storage.usage), size(storage.quota))}
        </p>
      )}
      {unsaved.writes.length > 0 && (
        <div role="alert" aria-label="Not saved">
          {unsaved.writes.map((write) => (
            <p key={`${write.at}-${write.database}-${write.table}`} className="error">
              {MAIN_COPY.notSaved(write.rows, write.table, new Date(write.at).toLocaleString())}
            </p>
          ))}
          <button type="button" className="button" onClick={unsaved.dismiss}>
            {MAIN_COPY.dismissNotSaved}
          </button>
        </div>
      )}
      <label className="field-row">
        {MAIN_COPY.keepHistory}{' '}
        <select value={retention} onChange={(event) => void chooseRetention(event.target.value as HistoryRetention)}>
          {(Object.keys(RETENTION_DAYS) as HistoryRetention[]).map((keep) => (
            <option key={keep} value={keep}>
              {MAIN_COPY.retention[keep]}
            </option>
          ))}
        </select>
      </label>
      <label className="field-row">
        {MAIN_COPY.remindBackup}{' '}
        <select
          value={reminder.weeks ?? ''}
          onChange={(event) => void chooseReminder(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{MAIN_COPY.remindNever}</option>
          {REMINDER_WEEKS.map((weeks) => (
            <option key={weeks} value={weeks}>
              {MAIN_COPY.remindWeeks(weeks)}
            </option>
          ))}
        </select>
      </label>
      {backupDue(reminder, Date.now()) && reminder.weeks && (
        <div role="status" aria-label="Backup reminder">
          <p>{MAIN_COPY.backupDue(reminder.weeks)}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void doExport()}>
            {MAIN_COPY.exportData}
          </button>
        </div>
      )}
      <div className="data-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void doExport()}>
          {MAIN_COPY.exportData}
        </button>
        <label className="button">
          {MAIN_COPY.importData}
          <input
            type="file"
            accept=".zip,application/zip"
            hidden
            disabled={busy}
            onChange={(event) => event.target.files?.[0] && void doImport(event.target.files[0])}
          />
        </label>
        <button type="button" className="button danger" disabled={busy} onClick={() => setConfirming(true)}>
          {MAIN_COPY.deleteData}
        </button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={MAIN_COPY.deleteData} className="confirm">
          <p>{MAIN_COPY.confirmDelete}</p>
          <p className="muted">{MAIN_COPY.deleteIsLocal}</p>
          <button type="button" className="button danger" onClick={() => void doDelete()}>
            Delete everything
          </button>{' '}
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Keep my data
          </button>
        </div>
      )}
      {busy && (
        <p role="status">
          {MAIN_COPY.working} <progress aria-label={MAIN_COPY.working} />
        </p>
      )}
      {message && (
        <p className={message.error ? 'error' : 'muted'} role="status">
          {message.text}
        </p>
      )}
    </section>
  );
}
