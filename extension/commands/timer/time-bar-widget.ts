import { formatCountdown } from '../../shared/format-duration';
import type { InPageWidget } from '../define-widget';

/** The last minute of a timer is its warning stage (SPEC §4 demo time bar). */
export const WARNING_MS = 60_000;

/** SPEC §1 time bar: a countdown strip across the top of the page and a chip with the time left. */
export const timeBarWidget: InPageWidget = ({ doc, root, el, now }, { timer }) => {
  if (!timer) return null;
  const bar = el(doc, 'div', 'timebar');
  const fill = el(doc, 'div', 'timebar-fill');
  const chip = el(doc, 'div', 'timebar-chip');
  chip.setAttribute('role', 'timer');
  bar.append(fill);
  root.append(bar, chip);
  const update = () => {
    const left = timer.endsAt - now();
    fill.style.width = `${Math.max(0, (left / (timer.endsAt - timer.startedAt)) * 100)}%`;
    chip.textContent = left > 0 ? `${timer.label} · ${formatCountdown(left)}` : `${timer.label} · Time’s up`;
    chip.classList.toggle('warning', left < WARNING_MS);
  };
  update();
  const id = setInterval(update, 1000);
  return () => {
    clearInterval(id);
    bar.remove();
    chip.remove();
  };
};
