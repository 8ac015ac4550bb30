import { useState } from 'react';
import { exportData, exportFileName } from '../../data-export/export-data';
import { importData } from '../../data-export/import-data';
import type { LocalDatabases } from '../../storage/local-databases';
import { MAIN_COPY } from './main-copy';
import { toBackground } from '../../messages/to-background';

/** SPEC §1 "All data can be exported as CSV from settings": export, import and delete (with confirmation) of all local data. */
export function DataPanel({ dbs, onChanged }: { dbs: LocalDatabases; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);

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
