import type { InPageWidget } from '../define-widget';
import type timerBackground from './timer-background';
import { timeBarView } from './time-bar';

/**
 * SPEC §1 time bar: a countdown strip across the top of the page and a chip with the time left (the site's
 * daily limit, or the running focus timer). Redrawn each second; it removes itself once it has nothing to show
 * (a timer over for a few seconds, with no next timer or limit). The strip steps once a second with the chip, a
 * compositor-only scale and no transition: an eased width would lay out and paint the page every frame for as long
 * as the bar shows (a tenth of a core, on every page of a limited site), to move it less than a pixel a second.
 */
export const timeBarWidget: InPageWidget<typeof timerBackground> = ({ doc, root, el, now }, { timeBar }) => {
  if (!timeBarView(timeBar, now())) return null;
  const bar = el(doc, 'div', 'timebar');
  const fill = el(doc, 'div', 'timebar-fill');
  const chip = el(doc, 'div', 'timebar-chip');
  chip.setAttribute('role', 'timer');
  bar.append(fill);
  root.append(bar, chip);
  const remove = () => {
    clearInterval(id);
    bar.remove();
    chip.remove();
  };
  const update = () => {
    const view = timeBarView(timeBar, now());
    if (!view) return remove();
    fill.style.transform = `scaleX(${view.fraction})`;
    chip.textContent = view.text;
    chip.classList.toggle('warning', view.warning);
  };
  const id = setInterval(update, 1000);
  update();
  return remove;
};
