import { useEffect, useState } from 'react';
import type { Snippet } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import type recallBackground from './recall-background';
import { OriginLine } from '../panel-kit';

/** /recall: searches saved snippets, each with where it was saved; choosing one copies it. */
export function RecallPanel({ ctx, arg }: PanelProps<typeof recallBackground>) {
  const [query, setQuery] = useState(arg);
  const [found, setFound] = useState<Snippet[]>([]);
  const [message, setMessage] = useState('');
  useEffect(() => void ctx.call('recall', query).then(setFound), [ctx, query]);
  const copy = (text: string) => void navigator.clipboard.writeText(text).then(() => setMessage('Copied.'));
  return (
    <>
      <input
        className="field"
        autoFocus
        placeholder="Search snippets"
        aria-label="Search snippets"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <ul className="list">
        {found.map((s) => (
          <li key={s.id}>
            <button type="button" className="link" onClick={() => copy(s.text)}>
              {s.text}
            </button>{' '}
            <OriginLine ctx={ctx} from={s.from} at={s.createdAt} />
          </li>
        ))}
        {found.length === 0 && <li className="muted">No snippet matches. Save one with /remember.</li>}
      </ul>
    </>
  );
}
