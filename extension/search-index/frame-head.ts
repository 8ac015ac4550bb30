/**
 * The small index the bar's frame holds while it is open (issue 35, keystroke to rows painted; see
 * frame-search.ts): what the service worker sends it at each opening, and its size. Pure.
 */
import type { IndexRow } from './search-rows';

/** Rows the frame's index holds: the most frecent of every kind at the opening (commands, tabs, pages, notes…). */
export const FRAME_HEAD_ROWS = 500;

/** Bytes of a row's detail (a note's text, a clip's) the frame's index holds: the start of it. */
export const FRAME_DETAIL_BYTES = 128;

/** What the worker sends the bar's frame at an opening. */
export interface FrameHead {
  /** The small index (`SearchIndex.toBytes`) in base64: the extension's messages carry JSON. */
  bytes: string;
  /** The open tabs' rows: a page that is open is offered as its tab, as the worker's answer does. */
  tabs: IndexRow[];
}

/** Bytes as base64 (`btoa` over a binary string, built a chunk at a time: one spread of 100 KB would overflow the stack). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes `toBase64` wrote. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
