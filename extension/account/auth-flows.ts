/**
 * The flows the extension starts at its server's /auth page (docs/accounts-and-sync.md "Flows the extension
 * starts"): signing in, adding Google access (gmail, calendar) and connecting Slack (issue 33).
 *
 * Every flow is started here and only here: the extension keeps a one-time flow id (10 minutes, `storage.session`,
 * memory only) and opens `<server>/auth?source=extension&flow=<id>`. When the person presses Continue, the page asks
 * the extensions its server allows (GET /api/auth/config, never an id from the address) for that flow; only the one
 * that opened it answers, after calling the server itself (`/api/auth/start` with the sign-in's own PKCE challenge,
 * its Origin naming it; a grant with its bearer session), with the provider's address, which the page follows only
 * when it is the configured provider's authorization endpoint. Coming back, the page relays the code (a Slack code,
 * or the server's hand-over code) to that same extension, which takes it only for a flow it opened, from its
 * server's /auth page, once. So a link someone else made (another extension, a mail) names a flow this extension
 * never opened, or a state the page never started, and completes nothing. Closing a flow's tab before it finished
 * ends the flow (a sign-in then says SPEC §8's "Sign in was cancelled."; it opens a tab, not a popup, so nothing is
 * ever blocked).
 */
import { z } from 'zod';
import type { GoogleGrant } from './api-contract';

/** What a flow does: sign in, add a Google grant, or connect Slack. */
export type FlowKind = 'sign-in' | GoogleGrant | 'slack';

/** Every kind of flow. */
export const FLOW_KINDS: readonly FlowKind[] = ['sign-in', 'gmail', 'calendar', 'slack'];

/** How long a started flow may take. */
export const FLOW_MINUTES = 10;

/** A flow id: also the sign-in's state the server hands the session over with (hence the prefix). */
export const FLOW_ID = /^extension_[\w-]{32}$/;

/** A flow this extension opened: what it does, at which server, in which tab, and the server's state once started. */
export interface Flow {
  kind: FlowKind;
  origin: string;
  startedAt: number;
  /** A sign-in's PKCE verifier: it never leaves this worker. */
  verifier?: string;
  tabId?: number;
  /** The state the server started the provider's consent with; the page returns with it. */
  state?: string;
}

/** The slice of `storage.session` the flows need. */
export interface SessionStorage {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** The sender of an external message, as the browser vouches for it. */
export interface ExternalSender {
  origin?: string;
  url?: string;
}

/** The page asks for the provider's address of a flow when the person presses Continue. */
export const FlowStartMessage = z.object({ type: z.literal('intently/flow-start'), flow: z.string().regex(FLOW_ID) });

/** Refusals of the /auth page's messages; the page shows them. */
export const FLOW_REFUSED = {
  sender: 'Intently takes this only from the /auth page of the server set in its Account settings.',
  unknown: 'Intently did not start this on this browser, or it took longer than 10 minutes. Start again from Intently.',
} as const;

const KEY = 'authFlows';

/** Random bytes as base64url. */
export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The flows opened in the last 10 minutes, by id. */
async function live(storage: SessionStorage, now: number): Promise<Record<string, Flow>> {
  const all = ((await storage.get(KEY))[KEY] ?? {}) as Record<string, Flow>;
  return Object.fromEntries(Object.entries(all).filter(([, flow]) => now - flow.startedAt < FLOW_MINUTES * 60_000));
}

/** The flows kept in `storage.session`, as of `now`. */
export function authFlows(storage: SessionStorage, now: () => number) {
  const change = async (edit: (flows: Record<string, Flow>) => void) => {
    const flows = await live(storage, now());
    edit(flows);
    await storage.set({ [KEY]: flows });
  };
  /** The flow `id` of one of `kinds`, when this extension opened it and `sender` is its server's /auth page; else throws the sentence to show. */
  const find = async (id: string, kinds: readonly FlowKind[], sender: ExternalSender): Promise<Flow> => {
    const flow = (await live(storage, now()))[id];
    if (!flow || !kinds.includes(flow.kind)) throw new Error(FLOW_REFUSED.unknown);
    if (sender.origin !== flow.origin || !sender.url || new URL(sender.url).pathname !== '/auth')
      throw new Error(FLOW_REFUSED.sender);
    return flow;
  };
  return {
    find,
    /** Opens a flow in a new tab at its server's /auth page; answers its id. */
    async open(
      tabs: { create(properties: { url: string; windowId?: number }): Promise<{ id?: number }> },
      flow: Omit<Flow, 'startedAt'>,
      windowId?: number,
    ): Promise<string> {
      const id = `extension_${base64url(crypto.getRandomValues(new Uint8Array(24)))}`;
      await change((flows) => void (flows[id] = { ...flow, startedAt: now() }));
      const query = new URLSearchParams({ source: 'extension', ...(flow.kind !== 'sign-in' && { grant: flow.kind }) });
      query.set('flow', id);
      const tab = await tabs.create({ url: `${flow.origin}/auth?${query}`, windowId });
      await change((flows) => {
        if (flows[id]) flows[id].tabId = tab.id;
      });
      return id;
    },
    /**
     * Answers the /auth page's request for a flow's consent address: `start` starts it at the server (the sign-in with
     * its challenge, a grant with the session); the state it answers is kept to check what comes back.
     */
    async start(
      message: unknown,
      sender: ExternalSender,
      start: (id: string, flow: Flow) => Promise<{ url: string; state: string }>,
    ): Promise<{ kind: FlowKind; url: string; state: string }> {
      const { flow: id } = FlowStartMessage.parse(message);
      const flow = await find(id, FLOW_KINDS, sender);
      const consent = await start(id, flow);
      await change((flows) => {
        if (flows[id]) flows[id].state = consent.state;
      });
      return { kind: flow.kind, ...consent };
    },
    /** Ends flow `id`: whatever comes back for it later is refused. */
    end: (id: string) => change((flows) => void delete flows[id]),
    /** Ends the unfinished flow whose tab was closed, and answers it (undefined: none was open there). */
    async closed(tabId: number): Promise<Flow | undefined> {
      let ended: Flow | undefined;
      await change((flows) => {
        const id = Object.keys(flows).find((key) => flows[key]!.tabId === tabId);
        if (!id) return;
        ended = flows[id];
        delete flows[id];
      });
      return ended;
    },
  };
}

/** The flows `authFlows` keeps. */
export type AuthFlows = ReturnType<typeof authFlows>;
