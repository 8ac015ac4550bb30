import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { loadNote, saveNote, searchNotes } from './notes';

/** /note in the background: notes by site, and the note shown again on its site. */
export default defineBackground({
  calls: {
    loadNote: call(z.tuple([z.string().max(253)]), (d, site) => loadNote(d.tools, site)),
    saveNote: call(z.tuple([z.string().max(253), z.string().max(100_000)]), (d, site, text) =>
      saveNote(d.tools, site, text, d.now()),
    ),
    searchNotes: call(z.tuple([z.string().max(1000)]), (d, query) => searchNotes(d.tools, query)),
  },
  inPage: async (d, site) => ({ note: (await d.tools.notes.get(site))?.text ?? null }),
});
