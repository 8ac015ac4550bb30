/** The shape of a command's in-page widget (content side: DOM types, never in the background's type-check). */
import type { IconName } from '../shared/svg-icon';

/** What an in-page widget draws with: the page, the tools' closed shadow root, and ways to act. */
export interface WidgetKit {
  win: Window;
  doc: Document;
  root: ShadowRoot;
  /** Creates an element with a class and text (never innerHTML: notes and labels are user data). */
  el<K extends keyof HTMLElementTagNameMap>(
    doc: Document,
    tag: K,
    className: string,
    text?: string,
  ): HTMLElementTagNameMap[K];
  /** A decorative SVG icon (Lucide's shapes), `size` px square. */
  icon(doc: Document, name: IconName, size?: number): SVGSVGElement;
  /** The extension's storage.local, which content scripts may read and write (the reading chip's place per site). */
  local: {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
  };
  /** Calls `listener` with the words of the page's article when known and once it is found (issue 36); returns a function that stops it. */
  articleWords(listener: (words: number) => void): () => void;
  /** Opens the bar on this tab with a command typed ("/note "). */
  openBar(input: string): void;
  now(): number;
}

/** One command's part of the in-page state (what its background half's `inPage` gives) and the video the floating player plays. */
export type InPageOf<B> = { videoId: string | null } & (B extends { inPage: (...a: never[]) => Promise<infer S> }
  ? S
  : Record<never, never>);

/**
 * A command's tool drawn in web pages from its part of the in-page state (time bar, note card, side icon bar;
 * `B` is its background half): it draws what the state asks for and returns how to remove it, or null when
 * there is nothing to draw.
 */
export type InPageWidget<B> = (kit: WidgetKit, state: InPageOf<B>) => (() => void) | null;
