import { useEffect, useRef, useState } from 'react';
import type { Note } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import type noteBackground from './note-background';
import { openGraphAt, withSite } from '../panel-kit';
import { graphQuery } from '../../shared/graph-address';
import { noteCounts } from './notes';

/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_MS = 400;

/** /note: the site's notepad with autosave, a Saved indicator, counts, and a search over all notes (each opens the graph at its last edit). */
export const NotePanel = withSite(function NoteEditor({
  ctx,
  site,
}: PanelProps<typeof noteBackground> & { site: string }) {
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<'Saved' | 'Saving…'>('Saved');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Note[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => void ctx.call('loadNote', site).then((n) => setText(n.text)), [ctx, site]);
  useEffect(() => void ctx.call('searchNotes', query).then((n) => setFound(query ? n : [])), [ctx, query]);

  const edit = (value: string) => {
    setText(value);
    setStatus('Saving…');
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void ctx.call('saveNote', site, value).then(() => setStatus('Saved')),
      AUTOSAVE_MS,
    );
  };
  if (text === null) return <p className="message">Loading the note…</p>;
  const { words, chars } = noteCounts(text);
  return (
    <div className="note">
      <textarea
        className="notepad"
        autoFocus
        aria-label={`Note for ${site}`}
        placeholder={`Write a note for ${site}…`}
        value={text}
        onChange={(e) => edit(e.target.value)}
      />
      <p className="note-meta">
        <span>{site}</span> ·{' '}
        <span>
          {words} {words === 1 ? 'word' : 'words'}
        </span>{' '}
        ·{' '}
        <span>
          {chars} {chars === 1 ? 'character' : 'characters'}
        </span>{' '}
        ·{' '}
        <span className="saved" role="status">
          {status}
        </span>
      </p>
      <input
        className="field"
        placeholder="Search all notes"
        aria-label="Search notes"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="list">
        {found.map((n) => (
          <li key={n.site}>
            <strong>{n.site}</strong> <span className="muted">{n.text.slice(0, 100)}</span>{' '}
            <button type="button" className="link" onClick={() => openGraphAt(ctx, graphQuery(n.updatedAt))}>
              What was I doing then
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
