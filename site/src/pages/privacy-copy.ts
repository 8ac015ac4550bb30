import type { LegalSection } from '../components/legal-layout';
import { PRODUCT_NAME as P, SUPPORT_EMAIL } from '../config';

/** Title of the privacy policy. */
export const PRIVACY_TITLE = 'Privacy Policy';

/** SPEC §2: the policy's date. */
export const PRIVACY_DATE = 'Last updated: September 21, 2025';

/** SPEC §2 privacy sections, in the contents order; true to what the extension and server do (SPEC §1). */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'summary',
    title: 'Summary',
    paragraphs: [
      `${P} is a Chrome extension with a command bar, notes, focus tools and private browsing insights, and this website. Your browsing history stays in your browser, on your device only. Our server keeps only your account, your note backups, your setting preferences and a count of the commands you use.`,
      'We do not sell your data, we do not show ads, and every data feature can be switched off in the extension settings.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['What we handle depends on what you use:'],
    list: [
      'On your device only: the pages you visit, their titles, domains, visit times, active time, tabs and how you moved between pages. The extension stores this in your browser (IndexedDB) to show your time tracking and network graph. It never leaves your device.',
      'Account: when you sign in with Google we receive your email address, name and profile picture.',
      'Synced data: backups of your notes, your setting preferences and a count of the commands you have used.',
      'Waitlist: if you join the early access, the email address you give (in lower case), the time you joined, where you joined from and the status of your invitation.',
      'Technical data: our server sees your IP address for each request to limit abuse. It is kept with a request count for the current minute only, then deleted, and is never stored with anything else.',
      'Page views on this website: each page you open sends our own server its path (like /pricing) and the host name of the site that linked you here, if any. We keep only a count per page, per referring site and per day: no IP address, no cookie, no identifier, and nothing that tells one visitor from another. If your browser sends Do Not Track or Global Privacy Control, the page sends nothing. We use no third-party analytics.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    paragraphs: [
      'We use your account to sign you in and to keep your notes and settings in step across your browsers. We use command counts to show you your own usage and to decide which commands to improve. We use your waitlist email only to invite you to the beta and to tell you about it.',
      'We do not use your data for advertising and we do not build profiles of you.',
    ],
  },
  {
    id: 'api-usage',
    title: 'API Usage and Limitations',
    paragraphs: [
      `When you connect Google, ${P} asks for access to your calendar (to read and add events), Gmail (to send and read mail from the command bar), your contacts (to address mail) and YouTube (to read your watch list). Each integration uses this access only when you run its command, from your browser.`,
      `${P}'s use and transfer of information received from Google APIs adheres to the Google API Services User Data Policy, including the Limited Use requirements. We do not use Google user data for advertising, we do not sell it, and no person reads it unless you ask us to for support or the law requires it.`,
      'Sign-in tokens that let the extension act for you are stored encrypted on our server, and you can revoke them at any time from your Google account.',
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    paragraphs: [
      'History on your device stays until you delete it, clear it in the extension settings or remove the extension. Your account, note backups, settings and command counts stay while your account exists and are deleted within 30 days of your request. Sign-in sessions expire on their own. Waitlist entries are deleted when the beta ends or when you ask.',
    ],
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing and Disclosure',
    paragraphs: [
      'We share data only with the providers that run our service (hosting and database) under contracts that limit them to doing so, when you ask us to (for example by running an integration command), or when the law requires it. If the service is sold or merged, this policy continues to apply to your data.',
      'To show website icons, the extension and this site fetch favicons from a public favicon service by domain name only.',
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
