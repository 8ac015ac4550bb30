import { useEffect, useState } from 'react';
import type { Clip } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import { joinClips } from './clips';

/** /clip: clipboard history of text copied in pages; copy one, Copy All, Clear All (SPEC §1). */
export function ClipPanel({ ctx }: PanelProps) {
  const [clips, setClips] = useState<Clip[]>([]);
  const [message, setMessage] = useState('');
  useEffect(() => void ctx.call('listClips').then(setClips), [ctx]);
  const copy = async (text: string, what: string) => {
    await navigator.clipboard.writeText(text);
    setMessage(`Copied ${what}.`);
  };
  const clear = async () => {
    await ctx.call('clearClips');
    setClips([]);
    setMessage('Clipboard history cleared.');
  };
  return (
    <div>
      <div className="actions">
        <button type="button" onClick={() => void copy(joinClips(clips), 'all')} disabled={clips.length === 0}>Copy All</button>
        <button type="button" onClick={() => void clear()} disabled={clips.length === 0}>Clear All</button>
      </div>
      {message && <p className="message" role="status">{message}</p>}
      <ul className="list clips">
        {clips.map((c) => (
          <li key={c.id}>
            <button type="button" className="link" title="Copy" onClick={() => void copy(c.text, 'it')}>{c.text.slice(0, 200)}</button>{' '}
            <span className="muted">{new Date(c.copiedAt).toLocaleTimeString()}</span>
          </li>
        ))}
        {clips.length === 0 && <li className="muted">Nothing copied yet. Text you copy in pages appears here.</li>}
      </ul>
    </div>
  );
}
