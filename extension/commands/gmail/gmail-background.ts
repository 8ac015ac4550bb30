import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { loadDraft, saveDraft } from './gmail-draft';
import { searchContacts } from './search-contacts';
import { sendMail } from './send-mail';

const Draft = z.object({ to: z.string().max(10_000), subject: z.string().max(2_000), body: z.string().max(1_000_000) });

/** /gmail in the background, where the Google access token stays: send, contacts, the kept draft, connecting Google. */
export default defineBackground({
  calls: {
    gmailDraft: call(z.tuple([]), (d) => loadDraft(d.tools)),
    gmailSend: call(z.tuple([Draft]), (d, draft) => sendMail(d, draft)),
    gmailContacts: call(z.tuple([z.string().max(200)]), (d, query) => searchContacts(d, query)),
    // A draft is kept first: connecting opens another tab, and nothing typed may be lost on the way.
    gmailConnect: call(z.tuple([Draft]), async (d, draft) => {
      if (draft.to || draft.subject || draft.body) await saveDraft(d.tools, draft, d.now());
      await d.google.connect('gmail', d.senderTab?.windowId);
    }),
  },
});
