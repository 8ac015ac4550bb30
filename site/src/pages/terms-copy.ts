import type { LegalSection } from '../components/legal-layout';
import { PRODUCT_NAME as P, SUPPORT_EMAIL } from '../config';

/** Title of the terms page. */
export const TERMS_TITLE = 'Terms of Service';

/** SPEC §2: the terms' effective date. */
export const TERMS_DATE = 'Effective: September 21, 2025';

/** SPEC §2 / §9: the 18 numbered sections of the terms, in order. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    paragraphs: [
      `These terms govern your use of the ${P} browser extension, website and related services (the "Service"). By using the Service you agree to them. You must be at least 13 years old to use the Service, and if you are under the age of majority where you live, a parent or guardian must agree to these terms for you.`,
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts',
    paragraphs: [
      'You sign in with a Google account. You are responsible for what happens under your account and for keeping access to it secure. Tell us at once if you suspect someone else is using it. Access during the beta is by invitation and may be limited.',
    ],
  },
  {
    id: 'prohibited-conduct',
    title: 'Prohibited Conduct',
    paragraphs: ['You agree not to:'],
    list: [
      'break the law or the rights of others through the Service;',
      'send spam or harmful content with the mail, chat or other integrations;',
      'probe, overload or get around the security or rate limits of the Service;',
      'copy, resell or reverse engineer the Service except where the law allows it;',
      'use the Service to build a competing product from its content or data.',
    ],
  },
  {
    id: 'user-content',
    title: 'User Content',
    paragraphs: [
      'Your notes, settings and other content remain yours. You give us only the permission needed to store, back up and sync them for you. You are responsible for the content you create and send with the Service.',
    ],
  },
  {
    id: 'availability',
    title: 'Service Availability',
    paragraphs: [
      `The Service is in beta. Features may change, pause or end, and the Service may be unavailable at times. ${P} is free during the beta; paid plans, when offered, will be described on the pricing page, changes to a plan take effect at the next billing cycle, and nothing is charged without your consent.`,
    ],
  },
  {
    id: 'third-parties',
    title: 'Third-Party Services',
    paragraphs: [
      'Integrations connect to services run by others, such as Google (Gmail, Calendar, Contacts, YouTube), chat tools, music streaming, AI chat providers and translators. Their terms and privacy policies apply to your use of them, and we are not responsible for them.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    paragraphs: [
      `The Service, its software, design and the ${P} name and marks belong to us or our licensors. We grant you a personal, non-exclusive, non-transferable licence to use the Service under these terms.`,
    ],
  },
  {
    id: 'ai-disclaimer',
    title: 'AI Disclaimer',
    paragraphs: [
      'Some commands use AI models to summarise, translate or answer. AI output can be wrong, incomplete or out of date. Check it before you rely on it, and do not use it as professional, medical, legal or financial advice.',
    ],
  },
  {
    id: 'software-quality',
    title: 'Software Quality',
    paragraphs: [
      'Beta software can contain bugs. Keep your own copies of anything important; the extension lets you export all of your data as CSV at any time.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    paragraphs: [
      'The Service is provided "as is" and "as available", without warranties of any kind, whether express or implied, including merchantability, fitness for a particular purpose and non-infringement, to the fullest extent the law allows.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent the law allows, we are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, data or goodwill. Our total liability for any claim about the Service is limited to the amount you paid us for the Service in the twelve months before the claim.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    paragraphs: [
      'You agree to defend and indemnify us against claims, losses and costs that arise from your breach of these terms or your misuse of the Service.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'You may stop using the Service and delete your account at any time. We may suspend or end your access if you breach these terms or if we stop offering the Service. Sections that by their nature should survive termination, such as disclaimers and limitation of liability, survive it.',
    ],
  },
  {
    id: 'assignment',
    title: 'Assignment',
    paragraphs: [
      'You may not transfer these terms without our written consent. We may transfer them in connection with a merger, acquisition or sale of assets.',
    ],
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms. We will post the new version on this page with a new effective date and tell you in the extension before a significant change takes effect. Continuing to use the Service afterwards means you accept the new terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules. Disputes will be resolved in the state or federal courts located in California.',
    ],
  },
  {
    id: 'severability',
    title: 'Severability',
    paragraphs: [
      'If any part of these terms is found unenforceable, the rest remains in effect, and the unenforceable part is applied as closely to its intent as the law allows.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
  },
];
