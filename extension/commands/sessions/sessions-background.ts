import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { listSessions, restoreSession, saveSession } from './sessions';

/** /sessions in the background: windows are read and opened there. */
export default defineBackground({
  calls: {
    saveSession: call(z.tuple([z.string().max(200)]), (d, name) => saveSession(d.api, d.tools, name, d.now())),
    listSessions: call(z.tuple([]), (d) => listSessions(d.tools)),
    restoreSession: call(z.tuple([z.number().int()]), async (d, id) => {
      const session = await d.tools.sessions.get(id);
      if (!session) throw new Error('That session no longer exists; pick one from the list.');
      await restoreSession(d.api, session);
    }),
    deleteSession: call(z.tuple([z.number().int()]), (d, id) => d.tools.sessions.delete(id)),
  },
});
