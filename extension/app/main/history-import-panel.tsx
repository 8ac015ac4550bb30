import { useEffect, useRef, useState } from 'react';
import { browser } from 'wxt/browser';
import {
  HISTORY_DAYS,
  type ImportProgress,
  importHistory,
  loadImportProgress,
  saveImportProgress,
} from '../../history-import/import-history';
import type { IntentlyDb } from '../../storage/db';
import { loadSettings } from '../../storage/settings-store';
import { toBackground } from '../../messages/to-background';
import { askForPermission } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';

/**
 * First-run offer to import Chrome history, with a progress bar, cancel and resume; on the main page and the welcome
 * page. Its button asks for the optional history permission; refused, it says what it cannot do and imports nothing.
 */
export function HistoryImportPanel({ db, onImported }: { db: IntentlyDb; onImported: () => void }) {
  const [progress, setProgress] = useState<ImportProgress | null | undefined>(undefined);
  const [phase, setPhase] = useState<'reading' | 'writing'>('reading');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState(''); // the history permission's sentence, asked for or refused
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    loadImportProgress(db).then(setProgress, () => setProgress(null));
  }, [db]);

  const start = async () => {
    // The history permission is optional (issue 34): asked for on this click, with its one sentence.
    setNote(PERMISSION_COPY.history.why);
    if (!(await askForPermission(browser.permissions, 'history'))) {
      setNote(PERMISSION_COPY.history.refused);
      return;
    }
    setNote('');
    controller.current = new AbortController();
    setRunning(true);
    setError('');
    try {
      const { categories } = await loadSettings(db);
      const result = await importHistory(browser.history, db, {
        now: Date.now(),
        categories,
        signal: controller.current.signal,
        onProgress: (next, nextPhase) => {
          setProgress(next);
          setPhase(nextPhase);
        },
      });
      setProgress(result);
      if (result.status === 'done') {
        await toBackground.sendMessage('tracking/data-imported');
        onImported();
      }
    } catch (failure) {
      setError(`The history import stopped: ${String(failure)}. What was imported is kept; you can resume.`);
      setProgress(await loadImportProgress(db));
    } finally {
      setRunning(false);
    }
  };
  const dismiss = async () => {
    const dismissed: ImportProgress = { status: 'dismissed', startTime: 0, endTime: 0, written: 0, total: 0 };
    await saveImportProgress(db, dismissed);
    setProgress(dismissed);
  };

  if (progress === undefined || (progress?.status === 'dismissed' && !running)) return null;
  const percent = progress?.total ? Math.round((100 * progress.written) / progress.total) : 0;
  return (
    <section className="panel import-panel" aria-labelledby="import-title">
      <h2 id="import-title">Import your Chrome history</h2>
      {!running && !progress && (
        <>
          <p>
            Fill your graph with the last {HISTORY_DAYS} days of Chrome history. It is read on this device and stays
            here.
          </p>
          <button type="button" className="button" onClick={() => void start()}>
            Import history
          </button>{' '}
          <button type="button" className="button" onClick={() => void dismiss()}>
            Not now
          </button>
        </>
      )}
      {running && (
        <>
          <p>
            {phase === 'reading'
              ? `Reading history: ${progress?.written ?? 0} of ${progress?.total ?? 0} pages`
              : `Saving visits: ${progress?.written} of ${progress?.total}`}
          </p>
          <progress max={100} value={phase === 'reading' ? undefined : percent} aria-label="Import progress" />{' '}
          <button type="button" className="button" onClick={() => controller.current?.abort()}>
            Cancel
          </button>
        </>
      )}
      {!running && progress?.status === 'cancelled' && (
        <>
          <p>
            Import paused after {progress.written} of {progress.total || 'all'} visits.
          </p>
          <button type="button" className="button" onClick={() => void start()}>
            Resume import
          </button>
        </>
      )}
      {!running && progress?.status === 'running' && (
        <>
          <p>The import was interrupted after {progress.written} visits.</p>
          <button type="button" className="button" onClick={() => void start()}>
            Resume import
          </button>
        </>
      )}
      {!running && progress?.status === 'done' && (
        <p className="muted">Imported {progress.written} visits from Chrome history.</p>
      )}
      {note && (
        <p className="muted" role="status">
          {note}
        </p>
      )}
      {error && <p className="error">{error}</p>}
    </section>
  );
}
