import { describe, expect, it } from 'vitest';
import { readAiEvents, STREAM_CUT, type AiEvent } from './ai-events';

const encoder = new TextEncoder();

/** A body that delivers `text`'s bytes in pieces of the given sizes (the last piece takes the rest), then ends or breaks. */
function body(text: string, sizes: number[], end: 'close' | 'break' = 'close'): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= bytes.length) break;
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at < bytes.length) pieces.push(bytes.subarray(at));
  return new ReadableStream({
    pull(controller) {
      const piece = pieces.shift();
      if (piece) controller.enqueue(piece);
      else if (end === 'close') controller.close();
      else controller.error(new TypeError('network error'));
    },
  });
}

async function events(stream: ReadableStream<Uint8Array>): Promise<AiEvent[]> {
  const seen: AiEvent[] = [];
  await readAiEvents(stream, (event) => seen.push(event));
  return seen;
}

const QUOTA = 'event: quota\ndata: {"plan":"basic","limit":30,"left":29}\n\n';
const TEXT = (text: string) => `event: text\ndata: ${JSON.stringify({ text })}\n\n`;
const DONE = 'event: done\ndata: {}\n\n';
const FULL = QUOTA + TEXT('Bonjour ') + TEXT('café ☕ 🚀') + DONE;
const ANSWER: AiEvent[] = [
  { type: 'quota', plan: 'basic', limit: 30, left: 29 },
  { type: 'text', text: 'Bonjour ' },
  { type: 'text', text: 'café ☕ 🚀' },
  { type: 'done' },
];

describe('readAiEvents', () => {
  it.each([
    ['the whole stream in one piece', [1_000]],
    ['one byte at a time (events and multi-byte characters split)', Array<number>(FULL.length * 2).fill(1)],
    ['odd cuts', [7, 1, 13, 2, 31, 3, 97, 5]],
  ])('reads %s', async (_, sizes) => {
    expect(await events(body(FULL, sizes))).toEqual(ANSWER);
  });

  it.each<[string, string, 'close' | 'break', AiEvent[]]>([
    [
      'an error event ends it',
      QUOTA + TEXT('Hi') + 'event: error\ndata: {"error":"The AI provider stopped."}\n\n' + TEXT('late'),
      'close',
      [ANSWER[0]!, { type: 'text', text: 'Hi' }, { type: 'error', error: 'The AI provider stopped.' }],
    ],
    [
      'a stream that ends without done is cut',
      QUOTA + TEXT('Hi'),
      'close',
      [ANSWER[0]!, { type: 'text', text: 'Hi' }, { type: 'error', error: STREAM_CUT }],
    ],
    [
      'a broken connection is cut',
      QUOTA + TEXT('Hi'),
      'break',
      [ANSWER[0]!, { type: 'text', text: 'Hi' }, { type: 'error', error: STREAM_CUT }],
    ],
    [
      'unknown events and malformed data are skipped',
      'event: later\ndata: {}\n\n' +
        'event: text\ndata: {oops\n\n' +
        'event: text\ndata: {"text":5}\n\n' +
        ': comment\n\n' +
        TEXT('ok') +
        DONE,
      'close',
      [{ type: 'text', text: 'ok' }, { type: 'done' }],
    ],
  ])('%s', async (_, text, end, expected) => {
    expect(await events(body(text, [3, 5, 8], end))).toEqual(expected);
  });
});
