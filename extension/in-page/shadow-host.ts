/** Styles that make a page-level host immune to page CSS (inline !important wins the author cascade). */
const HOST_STYLE =
  'all: initial !important; position: fixed !important; inset: 0 !important; width: 100vw !important; height: 100vh !important; margin: 0 !important; padding: 0 !important; border: 0 !important; background: transparent !important; pointer-events: none !important; z-index: 2147483646 !important; display: block !important; overflow: visible !important;';

/** A closed shadow root in the top layer that lets clicks through except on its own widgets. */
export function createShadowHost(doc: Document, tag: string, css: string): { host: HTMLElement; root: ShadowRoot } {
  const host = doc.createElement(tag);
  host.setAttribute('style', HOST_STYLE);
  host.setAttribute('popover', 'manual');
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = css;
  root.append(style);
  doc.documentElement.append(host);
  host.showPopover();
  return { host, root };
}

/** Creates an element with a class and text (never innerHTML: notes and labels are user data). */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}
