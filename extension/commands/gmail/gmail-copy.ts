/** Copy of /gmail: its labels and the sentences it answers with. */
export const GMAIL_COPY = {
  to: 'To',
  subject: 'Subject',
  body: 'Body',
  send: 'Send',
  sending: 'Sending…',
  openInGmail: 'Open in Gmail',
  reconnect: 'Reconnect Google',
  reconnectOpened:
    'Finish connecting Google on the tab that opened, then press Send again; your draft is kept on this device.',
  restored: 'Your unsent draft is back; it stays on this device until it is sent.',
  sent: (to: string) => `Sent to ${to}.`,
  sendWhat: 'Sending the mail',
  contactsWhat: 'Looking up contacts',
  noRecipient: 'Add who the mail is to: an address like zoe@example.com.',
  badRecipient: (text: string) =>
    `"${text}" is not an email address; write it like zoe@example.com or Zoë Ångström <zoe@example.com>.`,
  kept: 'Your draft is kept on this device.',
  signedOut: 'Sign in again from /intently to send mail.',
} as const;
