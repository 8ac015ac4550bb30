import { useEffect, useState } from 'react';
import type { Browser } from 'wxt/browser';
import type { PanelProps } from '../define-command';

/** /view: every window with its tab count; choosing one focuses it. */
export function ViewPanel({ ctx }: PanelProps) {
  const [windows, setWindows] = useState<Browser.windows.Window[]>([]);
  useEffect(() => void ctx.api.windows.getAll({ populate: true }).then(setWindows), [ctx]);
  return (
    <ul className="list">
      {windows.map((w, i) => (
        <li key={w.id}>
          <button
            type="button"
            className="link"
            onClick={() => void ctx.api.windows.update(w.id!, { focused: true }).then(ctx.close)}
          >
            Window {i + 1}
            {w.focused ? ' (this one)' : ''}
          </button>{' '}
          <span className="muted">
            {w.tabs?.length ?? 0} tabs · {w.tabs?.find((t) => t.active)?.title ?? ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
