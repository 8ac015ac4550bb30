import { useState } from 'react';
import { DEMO_CLIPBOARD, LIMIT } from './explore-copy';

const limitLabel = (halfHours: number) => (halfHours === 0 ? 'Off' : `${halfHours / 2}h`.replace('.5h', 'h 30m'));

/** The limit demo: a daily focus-time limit per site, from Off to 6 hours (demo at 2h). */
export function LimitDemo() {
  const [halfHours, setHalfHours] = useState(LIMIT.demoHalfHours);
  return (
    <div className="demo-card">
      <label className="limit-label" htmlFor="limit-demo">
        Daily limit for {LIMIT.site}: <strong>{limitLabel(halfHours)}</strong>
      </label>
      <input
        id="limit-demo"
        className="limit-slider"
        type="range"
        min={0}
        max={LIMIT.maxHalfHours}
        value={halfHours}
        aria-valuetext={limitLabel(halfHours)}
        onChange={(e) => setHalfHours(Number(e.target.value))}
      />
      <div className="limit-scale" aria-hidden="true">
        <span>Off</span>
        <span>6h</span>
      </div>
    </div>
  );
}

const copyAll = (text: string) =>
  navigator.clipboard
    .writeText(text)
    .catch((error: unknown) => console.error('Copying the demo clipboard failed:', error));

/** The clipboard demo: clipboard history with Copy All and Clear All. */
export function ClipboardDemo() {
  const [items, setItems] = useState(DEMO_CLIPBOARD);
  const [copied, setCopied] = useState(false);
  return (
    <div className="demo-card">
      <ul className="clip-list">
        {items.map((item) => (
          <li key={item.id}>
            <span className="clip-preview">{item.preview}</span>
            <span className="muted">{item.timestamp}</span>
          </li>
        ))}
        {items.length === 0 && <li className="muted">Clipboard history is empty</li>}
      </ul>
      <div className="clip-actions">
        <button
          type="button"
          className="button small"
          disabled={items.length === 0}
          onClick={() => copyAll(items.map((item) => item.content).join('\n')).then(() => setCopied(true))}
        >
          {copied ? 'Copied' : 'Copy All'}
        </button>
        <button type="button" className="button small" onClick={() => setItems([])}>
          Clear All
        </button>
      </div>
    </div>
  );
}
