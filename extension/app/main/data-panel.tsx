import { useState } from 'react';
import { exportData, exportFileName } from '../../data-export/export-data';
import { importData } from '../../data-export/import-data';
import type { IntentlyDb } from '../../storage/db';
import { MAIN_COPY } from './main-copy';
import { toBackground } from '../../messages/to-background';

/** SPEC §1 "All data can be exported as CSV from settings": export, import and delete (with confirmation). */
export function DataPanel({ db, onChanged }: { db: IntentlyDb; onChanged: () => void }) {
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
      const zip = await exportData(db, Date.now());
      const url = URL.createObjectURL(new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));
      const file = exportFileName(Date.now());
      const link = Object.assign(document.createElement('a'), { href: url, download: file });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return MAIN_COPY.exported(file);
    }, 'The export failed.');
  const doImport = (file: File) =>
    run(async () => {
      // Day records come with the export, so nothing needs recomputing.
      const counts = await importData(db, new Uint8Array(await file.arrayBuffer()));
      return MAIN_COPY.imported(counts.visits ?? 0);
    }, 'Nothing was imported.');
  const doDelete = () =>
    run(async () => {
      setConfirming(false);
      const status = await toBackground.sendMessage('tracking/wipe-data');
      if (status.error) throw new Error(status.error);
      return MAIN_COPY.deleted;
    }, 'Nothing was deleted.');

  return (
    <section className="panel" aria-labelledby="data-title">
      <h2 id="data-title">{MAIN_COPY.data}</h2>
      <div className="data-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void doExport()}>
          {MAIN_COPY.exportData}
        </button>
        <label className="button">
          {MAIN_COPY.importData}
          <input type="file" accept=".zip,application/zip" hidden disabled={busy} onChange={(event) => event.target.files?.[0] && void doImport(event.target.files[0])} />
        </label>
        <button type="button" className="button danger" disabled={busy} onClick={() => setConfirming(true)}>
          {MAIN_COPY.deleteData}
        </button>
      </div>
      {confirming && (
        <div role="alertdialog" aria-label={MAIN_COPY.deleteData} className="confirm">
          <p>{MAIN_COPY.confirmDelete}</p>
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
      {message && <p className={message.error ? 'error' : 'muted'} role="status">{message.text}</p>}
    </section>
  );
}
