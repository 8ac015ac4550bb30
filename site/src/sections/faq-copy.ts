import { PRODUCT_NAME } from '../config';

/** SPEC §3 FAQ entry. */
export interface FaqEntry {
  question: string;
  answer: string;
  subQuestion?: string;
  subAnswer?: string;
}

/** SPEC §2 FAQ heading. */
export const FAQ_HEADING = 'Frequently asked questions';

/** The landing FAQ, true to what the product does; what the server keeps follows the privacy policy's list. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    question: `What is ${PRODUCT_NAME}?`,
    answer: `${PRODUCT_NAME} is a Chrome extension that gives every tab a command bar. Press the command key twice, type a slash command such as /note, /timer or /group, and act without opening another tab.`,
  },
  {
    question: 'Where is my browsing history stored?',
    answer: 'Your browsing history stays in your browser, on your device only. It is never uploaded to our servers.',
    subQuestion: 'What does the server keep?',
    subAnswer:
      'If you sign in: your account (email address, name and picture) and sessions, backups of your notes and your synced settings, limits and blocks (notes, limits and blocks name their sites), a count of the commands you use, the Google and Slack access you connect (encrypted), your plan and how many AI messages you send a day. Without an account: your email if you join the waitlist, page views of this site counted per day, and request counts per IP address for a minute. The privacy policy lists every item, why we keep it and for how long.',
  },
  {
    question: 'Can I switch tracking off or take my data with me?',
    answer:
      'Yes. Every data feature can be switched off in settings, and all of your data can be exported as CSV from settings at any time.',
  },
  {
    question: 'Which browsers are supported?',
    answer: `${PRODUCT_NAME} runs on Chrome for now. Other browsers are on our list.`,
  },
  {
    question: 'How much does it cost?',
    answer: `${PRODUCT_NAME} is free during the invitation-only beta. Paid plans are listed on the pricing page for after the beta.`,
    subQuestion: 'How do I get an invite?',
    subAnswer: 'Join the early access waitlist with your email and we will reach out when a spot opens.',
  },
  {
    question: 'How do I sign in?',
    answer: `You sign in from the extension with your Google account, which tells us only your email address, name and picture. /gmail and /cal ask Google for their own access (sending mail, your calendar) the first time you use them, and /slack adds the ${PRODUCT_NAME} app to one Slack workspace you choose.`,
  },
];
