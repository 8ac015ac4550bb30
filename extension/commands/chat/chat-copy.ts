import type { ChatQuota } from '../../account/ai-events';

/** Copy of /chat: its labels and the sentences it answers with. */
export const CHAT_COPY = {
  message: 'Message',
  placeholder: 'Ask anything; Enter sends, Shift+Enter adds a line',
  send: 'Send',
  stop: 'Stop',
  newChat: 'New chat',
  share: 'Share with the message',
  shareNothing: 'No page text',
  shareSelection: 'The selected text',
  sharePage: 'This page',
  sharedSelection: 'With the selected text',
  sharedPage: (title: string) => `With this page: ${title || 'untitled'}`,
  noPageText: 'This page has no readable text to share; send the message without it, or select some text.',
  empty:
    'Ask the AI anything. The conversation stays on this device; the Intently server passes it to the AI provider and keeps none of it.',
  copy: 'Copy',
  copied: 'Copied',
  stopped: 'Stopped.',
  quota: ({ plan, limit, left }: ChatQuota) =>
    limit === null || left === null
      ? `${plan === 'pro' ? 'Pro' : 'Your plan'}: unlimited AI chat.`
      : left === 0
        ? `No AI chat messages left today on the Basic plan (${limit} a day); more at 00:00 UTC.`
        : `${left} of ${limit} AI chat messages left today.`,
} as const;
