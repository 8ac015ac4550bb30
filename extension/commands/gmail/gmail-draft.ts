import type { DraftFields, ToolsDb } from '../../storage/tools-db';

/** What /gmail composes: recipients as typed, subject and body. */
export type MailDraft = DraftFields['/gmail'];

const COMMAND = '/gmail';

/** The draft kept on this device (a send that failed), or null. */
export async function loadDraft(tools: ToolsDb): Promise<MailDraft | null> {
  const stored = await tools.drafts.get(COMMAND);
  return stored?.command === COMMAND ? { to: stored.to, subject: stored.subject, body: stored.body } : null;
}

/** Keeps the draft on this device until it is sent. */
export async function saveDraft(tools: ToolsDb, draft: MailDraft, now: number): Promise<void> {
  await tools.drafts.put({ command: COMMAND, to: draft.to, subject: draft.subject, body: draft.body, savedAt: now });
}

/** Forgets the draft (it was sent). */
export async function clearDraft(tools: ToolsDb): Promise<void> {
  await tools.drafts.delete(COMMAND);
}
