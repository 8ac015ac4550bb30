import type { LegalSection } from '../components/legal-layout';
import { PRODUCT_NAME as P, SUPPORT_EMAIL } from '../config';
import { describeScope, PROVIDER_SCOPES } from '../legal/provider-scopes';
import { STORED_TABLES } from '../legal/stored-data';

/** Title of the privacy policy. */
export const PRIVACY_TITLE = 'Privacy Policy';

/** SPEC §2: the policy's date. */
export const PRIVACY_DATE = 'Last updated: September 21, 2025';

/**
 * SPEC §2 privacy sections, in the contents order; true to what the extension and server do. What the server stores
 * and the scopes asked for come from legal/stored-data.ts and legal/provider-scopes.ts, which tests hold to the code.
 */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: 'Summary',
    paragraphs: [
      `${P} is a Chrome extension with a command bar, notes, focus tools and private browsing insights, and this website. Your browsing history stays in your browser, on your device only.`,
      'If you sign in, our server keeps your account (email address, name and picture) and your sign-in sessions, backups of your notes, your synced settings, limits and blocks (notes, limits and blocks name their sites), a count of the commands you use, the Google and Slack access you connect (encrypted), your plan and how many AI messages you send a day. Without an account it keeps the email address you give if you join the waitlist, a count of page views of this website per day, and request counters per IP address that last a minute. Information We Collect lists every item and Data Retention how long each is kept.',
      'We do not sell your data, we do not show ads, and every data feature can be switched off in the extension settings.',
    ],
  },
  {
    id: 'information-we-collect',
    // What the server stores is listed in legal/stored-data.ts (rendered under this section): one line per new column.
    title: 'Information We Collect',
    paragraphs: ['What we handle depends on what you use:'],
    list: [
      'On your device only: the pages you visit, their titles, domains, visit times, active time, tabs and how you moved between pages, the title and channel of the YouTube videos you watch (read from the page itself), the Chrome history you choose to import, and, while Clipboard history is on, the text you copy in web pages and the page each copy and each snippet you save came from (its address, title and visit). The extension stores this in your browser (IndexedDB) to show your time tracking and network graph, with a search index of it (and of your open and recently closed tabs, notes, clips and, only if you allow it, your bookmarks) so the command bar finds any of them, a small part of which (your most visited pages and the start of each note and clip) it also keeps in the Cache Storage of your browser to answer first when the extension restarts, and remembers, for the last 500 sites where you moved or collapsed the reading chip, where you put it. It never leaves your device.',
      'Passed through our server, never kept: what you send with /chat and /translate, and the page text you share with a message (see API Usage and Limitations).',
      'Sent from your browser straight to Google or Slack, never through our server: the mail you send with /gmail, the contacts it suggests, your calendar events, and your Slack messages and channels. We store none of it.',
      'Technical data: our server sees your IP address for each request to limit abuse. It is kept with a request count for the current minute only, deleted by the first request counted after that minute, and is never stored with anything else.',
      'Page views on this website: each page you open sends our own server its path (like /pricing) and the host name of the site that linked you here, if any. We keep only a count per page, per referring site and per day: no IP address, no cookie, no identifier, and nothing that tells one visitor from another. If your browser sends Do Not Track or Global Privacy Control, the page sends nothing. We use no third-party analytics.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    paragraphs: [
      'We use your account to sign you in and to keep your notes and settings in step across your browsers. We use command counts only to put the commands you use most first in your command bar, on each of your browsers; nobody reads them across accounts. We use your waitlist email only to invite you to the beta and to tell you about it.',
      'We do not use your data for advertising and we do not build profiles of you.',
    ],
  },
  {
    id: 'api-usage',
    title: 'API Usage and Limitations',
    paragraphs: [
      `Signing in with Google asks Google only who you are. /gmail and /cal each ask Google for their own access the first time they need it, and connecting Slack adds the ${P} app to one workspace you choose. The extension then calls Google and Slack itself, from your browser, with short-lived access tokens our server hands it: your mail, contacts, calendar events and Slack messages never pass through our server.`,
      `/chat and /translate send what you write (with /chat, the conversation so far) through our server to our AI provider, which writes the answer. When you pick "This page" in /chat, the readable text of the page you are on, its title and its address go with your message the same way, as does text you select and share. Our server passes all of it on without keeping it and counts only the number of messages.`,
      `${P}'s use and transfer of information received from Google APIs adheres to the Google API Services User Data Policy, including the Limited Use requirements. We do not use Google user data for advertising, we do not sell it, and no person reads it unless you ask us to for support or the law requires it.`,
      `The Google and Slack access you grant is stored encrypted on our server. You can revoke it at any time from your Google account or your Slack workspace; signing out of your last session and deleting your account revoke the Google access, and disconnecting Slack or deleting your account revoke the Slack access.`,
      `These are all the scopes ${P} asks for; the extension itself asks Chrome for no Google or Slack access:`,
    ],
    list: PROVIDER_SCOPES.map(describeScope),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    paragraphs: [
      'History on your device stays until you delete it, clear it in the extension settings or remove the extension.',
      `On our server, "Delete my account" in the extension deletes your account and everything stored for it at once. If you ask us by email instead, we delete it within 30 days of your request; to remove a waitlist entry, write to ${SUPPORT_EMAIL}. Each thing our server stores is kept as follows:`,
    ],
    list: STORED_TABLES.map(({ title, kept }) => `${title}: ${kept}`),
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing and Disclosure',
    paragraphs: [
      'We share data only with the providers that run our service (hosting and database) under contracts that limit them to doing so, when you ask us to (for example by running an integration command), or when the law requires it. If the service is sold or merged, this policy continues to apply to your data.',
      "To show website icons, the extension takes them from Chrome's own icon cache on your device, so the sites you visit are never sent anywhere for their icons. This website's demo cards and sample graph fetch the icons of their sample sites from a public favicon service (Google's) by domain name only.",
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'Traffic to our server is encrypted. Sessions live in an HttpOnly cookie and are replaced at every sign-in. Refresh tokens are encrypted at rest. Requests are rate limited and checked for their origin. No method is perfect; if we learn of a breach that affects you, we will tell you.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    paragraphs: [
      `You can export all of your data as CSV from the extension settings, switch any data feature off, and delete your local history at any time. You can ask us for a copy of, a correction to, or the deletion of the data our server keeps by writing to ${SUPPORT_EMAIL}. Depending on where you live (for example under the GDPR or the CCPA) you may have further rights, which we honour wherever you live.`,
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    paragraphs: [
      `${P} is not meant for children under 13 and we do not knowingly collect their data. If you believe a child has given us data, write to us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes',
    paragraphs: [
      'We will post any change to this policy on this page with a new date, and tell you in the extension before a significant change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [`Questions or requests about your privacy: ${SUPPORT_EMAIL}.`],
  },
];
