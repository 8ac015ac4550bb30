import { useEffect, useState } from 'react';
import type { Clip } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import type clipBackground from './clip-background';
import { joinClips } from './clips';
import { OriginLine } from '../panel-kit';

/** /clip: clipboard history of text copied in pages, each with where it came from; copy one, Copy All, Clear All (SPEC §1); says so when the switch is off. */
export function ClipPanel({ ctx }: PanelProps<typeof clipBackground>) {
  const [clips, setClips] = useState<Clip[]>([]);
  const [on, setOn] = useState(true);
  const [message, setMessage] = useState('');
  useEffect(() => {
    void ctx.call('listClips').then(setClips);
    void ctx.call('clipboardHistoryOn').then(setOn);
  }, [ctx]);
  const copy = async (text: string, what: string) => {
    await navigator.clipboard.writeText(text);
    setMessage(`Copied ${what}.`);
  };
  const clear = async () => {
    await ctx.call('clearClips');
    setClips([]);
    setMessage('Clipboard history cleared.');
  };
  const openSettings = () =>
    void ctx.api.tabs
      .create({ url: ctx.api.runtime.getURL('/app.html?page=main#settings'), windowId: ctx.tab?.windowId })
      .then(ctx.close);
  return (
    <div>
      {!on && (
        <p className="message" role="note">
          Clipboard history is off: text you copy in web pages is not kept. Turn it on with the Clipboard history switch
          in Settings on Intently’s main page.{' '}
          <button type="button" onClick={openSettings}>
            Open Settings
          </button>
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => void copy(joinClips(clips), 'all')} disabled={clips.length === 0}>
          Copy All
        </button>
        <button type="button" onClick={() => void clear()} disabled={clips.length === 0}>
          Clear All
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <ul className="list clips">
        {clips.map((c) => (
          <li key={c.id}>
            <button type="button" className="link" title="Copy" onClick={() => void copy(c.text, 'it')}>
              {c.text.slice(0, 200)}
            </button>{' '}
            <OriginLine ctx={ctx} from={c.from} at={c.copiedAt} />
          </li>
        ))}
        {clips.length === 0 && on && (
          <li className="muted">Nothing copied yet. Text you copy in pages appears here.</li>
        )}
      </ul>
    </div>
  );
}
