import { useEffect, useState } from 'react';
import type { SavedSession } from '../../storage/tools-db';
import type { PanelProps } from '../define-command';
import type sessionsBackground from './sessions-background';
import { sessionTabCount } from './sessions';

/** /sessions: save the current windows under a name; list, restore and delete saved ones. */
export function SessionsPanel({ ctx, arg }: PanelProps<typeof sessionsBackground>) {
  const [sessions, setSessions] = useState<SavedSession[]>([]);
  const [name, setName] = useState(arg);
  const [message, setMessage] = useState('');
  const refresh = () => void ctx.call('listSessions').then(setSessions);
  useEffect(refresh, [ctx]);
  const save = async () => {
    try {
      const s = await ctx.call('saveSession', name);
      setMessage(`Saved “${s.name}” with ${sessionTabCount(s)} tabs.`);
      setName('');
      refresh();
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <div>
      <input
        className="field"
        autoFocus
        placeholder="Session name"
        aria-label="Session name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && void save()}
      />
      <button type="button" className="primary" onClick={() => void save()}>
        Save session
      </button>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <ul className="list">
        {sessions.map((s) => (
          <li key={s.id}>
            <strong>{s.name}</strong>{' '}
            <span className="muted">
              {sessionTabCount(s)} tabs · {new Date(s.savedAt).toLocaleString()}
            </span>{' '}
            <button type="button" className="small" onClick={() => void ctx.call('restoreSession', s.id!)}>
              Restore
            </button>
            <button type="button" className="small" onClick={() => void ctx.call('deleteSession', s.id!).then(refresh)}>
              Delete
            </button>
          </li>
        ))}
        {sessions.length === 0 && <li className="muted">No saved sessions yet.</li>}
      </ul>
    </div>
  );
}
