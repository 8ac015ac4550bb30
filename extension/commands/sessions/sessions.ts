import type { WxtBrowser } from 'wxt/browser';
import type { SavedSession, ToolsDb } from '../../storage/tools-db';

/** The browser APIs sessions use. */
export type SessionsApi = Pick<WxtBrowser, 'windows' | 'tabs'>;

/** /sessions save: every normal window with its web tabs, under a name. */
export async function saveSession(api: SessionsApi, tools: ToolsDb, name: string, now: number): Promise<SavedSession> {
  const windows = await api.windows.getAll({ populate: true, windowTypes: ['normal'] });
  const session: SavedSession = {
    name: name.trim() || new Date(now).toLocaleString(),
    savedAt: now,
    windows: windows
      .map((w) => ({
        tabs: (w.tabs ?? [])
          .filter((t) => t.url && /^(https?|file):/.test(t.url))
          .map((t) => ({ url: t.url!, title: t.title ?? t.url!, pinned: Boolean(t.pinned) })),
      }))
      .filter((w) => w.tabs.length > 0),
  };
  if (session.windows.length === 0) throw new Error('Open at least one web page before saving a session.');
  session.id = await tools.sessions.add(session);
  return session;
}

/** Saved sessions, newest first. */
export async function listSessions(tools: ToolsDb): Promise<SavedSession[]> {
  return tools.sessions.orderBy('savedAt').reverse().toArray();
}

/** /sessions restore: opens each saved window with its tabs. */
export async function restoreSession(api: SessionsApi, session: SavedSession): Promise<void> {
  for (const win of session.windows) {
    const created = await api.windows.create({ url: win.tabs.map((t) => t.url), focused: true });
    const tabs = created?.tabs ?? [];
    for (const [i, saved] of win.tabs.entries()) {
      const id = tabs[i]?.id;
      if (saved.pinned && id !== undefined) await api.tabs.update(id, { pinned: true });
    }
  }
}

/** Number of tabs in a saved session. */
export function sessionTabCount(session: SavedSession): number {
  return session.windows.reduce((n, w) => n + w.tabs.length, 0);
}
