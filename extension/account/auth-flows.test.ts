import { describe, expect, it } from 'vitest';
import { authFlows, FLOW_MINUTES, FLOW_REFUSED } from './auth-flows';

const ORIGIN = 'https://intently.test';
const AUTH = { origin: ORIGIN, url: `${ORIGIN}/auth?source=extension` };

/** `storage.session` as the browser keeps it (values copied in and out), flows opened in it, and the tabs they opened. */
function setUp() {
  const data: Record<string, unknown> = {};
  const storage = {
    get: async (key: string) => structuredClone({ [key]: data[key] }),
    set: async (items: Record<string, unknown>) => void Object.assign(data, structuredClone(items)),
  };
  const clock = { now: 0 };
  const opened: string[] = [];
  const tabs = { create: async ({ url }: { url: string }) => (opened.push(url), { id: 100 + opened.length }) };
  return { flows: authFlows(storage, () => clock.now), clock, opened, tabs };
}

describe('authFlows', () => {
  it("opens a flow at its server's /auth page with a one-time id, naming the grant but never the extension", async () => {
    const { flows, opened, tabs } = setUp();
    const signIn = await flows.open(tabs, { kind: 'sign-in', origin: ORIGIN, verifier: 'v' });
    const slack = await flows.open(tabs, { kind: 'slack', origin: ORIGIN });
    expect(signIn).toMatch(/^extension_[\w-]{32}$/);
    expect(slack).not.toBe(signIn);
    expect(opened).toEqual([
      `${ORIGIN}/auth?source=extension&flow=${signIn}`,
      `${ORIGIN}/auth?source=extension&grant=slack&flow=${slack}`,
    ]);
    await expect(flows.find(signIn, ['sign-in'], AUTH)).resolves.toMatchObject({ kind: 'sign-in', tabId: 101 });
  });

  it.each([
    ['a flow it never opened', `extension_${'x'.repeat(32)}`, ['sign-in'], AUTH, FLOW_REFUSED.unknown],
    ['a flow of another kind', null, ['slack'], AUTH, FLOW_REFUSED.unknown],
    ['another page of the server', null, ['sign-in'], { origin: ORIGIN, url: `${ORIGIN}/notes` }, FLOW_REFUSED.sender],
    [
      'another site',
      null,
      ['sign-in'],
      { origin: 'https://evil.test', url: 'https://evil.test/auth' },
      FLOW_REFUSED.sender,
    ],
    ['a page whose address the browser did not give', null, ['sign-in'], { origin: ORIGIN }, FLOW_REFUSED.sender],
  ] as const)('refuses %s', async (_, id, kinds, sender, refusal) => {
    const { flows, tabs } = setUp();
    const opened = await flows.open(tabs, { kind: 'sign-in', origin: ORIGIN, verifier: 'v' });
    await expect(flows.find(id ?? opened, kinds, sender)).rejects.toThrow(refusal);
  });

  it('forgets a flow after 10 minutes, and one that ended', async () => {
    const { flows, clock, tabs } = setUp();
    const late = await flows.open(tabs, { kind: 'gmail', origin: ORIGIN });
    clock.now = FLOW_MINUTES * 60_000 - 1;
    const ended = await flows.open(tabs, { kind: 'gmail', origin: ORIGIN });
    await expect(flows.find(late, ['gmail'], AUTH)).resolves.toMatchObject({ kind: 'gmail' });
    clock.now += 1;
    await expect(flows.find(late, ['gmail'], AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
    await flows.end(ended);
    await expect(flows.find(ended, ['gmail'], AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
  });

  it('starts a flow for its /auth page and keeps the state the server answered', async () => {
    const { flows, tabs } = setUp();
    const id = await flows.open(tabs, { kind: 'calendar', origin: ORIGIN });
    const started = await flows.start({ type: 'intently/flow-start', flow: id }, AUTH, async (flowId, flow) => ({
      url: `https://accounts.test/auth?for=${flowId}&kind=${flow.kind}`,
      state: 'extension_server',
    }));
    expect(started).toEqual({
      kind: 'calendar',
      url: `https://accounts.test/auth?for=${id}&kind=calendar`,
      state: 'extension_server',
    });
    await expect(flows.find(id, ['calendar'], AUTH)).resolves.toMatchObject({ state: 'extension_server' });
  });

  it('ends the unfinished flow of a closed tab and answers it, once', async () => {
    const { flows, tabs } = setUp();
    const first = await flows.open(tabs, { kind: 'sign-in', origin: ORIGIN, verifier: 'v' });
    await flows.open(tabs, { kind: 'slack', origin: ORIGIN });
    await expect(flows.closed(101)).resolves.toMatchObject({ kind: 'sign-in', tabId: 101 });
    await expect(flows.closed(101)).resolves.toBeUndefined();
    await expect(flows.closed(999)).resolves.toBeUndefined();
    await expect(flows.find(first, ['sign-in'], AUTH)).rejects.toThrow(FLOW_REFUSED.unknown);
  });
});
