import { describe, expect, it } from 'vitest';
import { latestQuery } from './latest-query';

/** A `send` whose answers the test gives, one pending query at a time. */
function pendingSends() {
  const sent: string[] = [];
  const answers: ((answer: string) => void)[] = [];
  const fails: ((error: Error) => void)[] = [];
  const send = (query: string) => {
    sent.push(query);
    return new Promise<string>((ok, fail) => {
      answers.push(ok);
      fails.push(fail);
    });
  };
  const settled = () => new Promise((r) => setTimeout(r));
  return {
    sent,
    send,
    answer: (i: number, a: string) => answers[i]!(a),
    fail: (i: number) => fails[i]!(new Error('x')),
    settled,
  };
}

describe('latestQuery', () => {
  it('sends each line and shows its answer when the lines come one after another’s answer', async () => {
    const { sent, send, answer, settled } = pendingSends();
    const shown: string[] = [];
    const ask = latestQuery(send, (a, q) => shown.push(`${q}=${a}`));
    ask('a');
    answer(0, 'A');
    await settled();
    ask('ab');
    answer(1, 'AB');
    await settled();
    expect(sent).toEqual(['a', 'ab']);
    expect(shown).toEqual(['a=A', 'ab=AB']);
  });

  it('keeps only the latest line asked for while a query is in flight, and shows only its answer', async () => {
    const { sent, send, answer, settled } = pendingSends();
    const shown: string[] = [];
    const ask = latestQuery(send, (a, q) => shown.push(`${q}=${a}`));
    ask('s');
    ask('st');
    ask('str');
    ask('stru');
    expect(sent).toEqual(['s']);
    answer(0, 'S');
    await settled();
    expect(sent).toEqual(['s', 'stru']);
    expect(shown).toEqual([]);
    answer(1, 'STRU');
    await settled();
    expect(shown).toEqual(['stru=STRU']);
  });

  it('sends the waiting line after a query that failed', async () => {
    const { sent, send, fail, settled } = pendingSends();
    const ask = latestQuery(send, () => undefined);
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      ask('a');
      ask('ab');
      fail(0);
      await settled();
      await settled();
      expect(sent).toEqual(['a', 'ab']);
      expect(unhandled).toHaveLength(1);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
