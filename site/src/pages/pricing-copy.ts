import { PRODUCT_NAME as P } from '../config';

/** A billing period of the pricing toggle. */
export type Billing = 'monthly' | 'yearly';

/** One plan of the pricing page (SPEC §6 features, SPEC §9 prices). */
export interface Plan {
  id: 'basic' | 'pro';
  name: string;
  monthly: string;
  yearly: string;
  yearlySaving: string;
  cta: string;
  recommended: boolean;
  features: string[];
}

/** SPEC §6 / §9: Basic and Pro. */
export const PLANS: Plan[] = [
  {
    id: 'basic',
    name: 'Basic',
    monthly: '$6.99',
    yearly: '$90',
    yearlySaving: 'save 2 months',
    cta: 'Get Basic',
    recommended: false,
    features: [
      'Rate limits apply',
      'Limited AI chat',
      'Basic integrations (mail and calendar)',
      'Basic tracking',
      'Tab management and sessions',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    monthly: '$9.99',
    yearly: '$119',
    yearlySaving: 'save 1 month',
    cta: 'Get Pro',
    recommended: true,
    features: [
      'No rate limits',
      'Unlimited AI chat',
      'Advanced analytics',
      'Premium integrations (chat tool and music streaming)',
      'Custom commands and automation',
      'Priority support',
    ],
  },
];

/** Pricing page copy. */
export const PRICING_COPY = {
  title: 'Simple pricing',
  intro: `${P} is free while the beta is invitation-only. These plans start after the beta; join the waitlist to get in first.`,
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: '/month',
  perYear: '/year',
  recommended: 'Recommended',
  trial: 'Every account starts with a 7-day free trial of Pro.',
  faqHeading: 'Pricing questions',
  contactBefore: 'Another question? ',
  contact: 'Contact us',
  faq: [
    {
      question: 'Is there a free trial?',
      answer: 'Yes. Every account gets a 7-day free trial of Pro, with no charge until it ends.',
    },
    { question: 'Can I change plans?', answer: 'Yes. Upgrades and downgrades take effect at the next billing cycle.' },
    { question: 'How can I pay?', answer: 'All major credit cards and PayPal.' },
    {
      question: 'What does it cost during the beta?',
      answer: `Nothing. ${P} is free while the beta is invitation-only.`,
    },
  ],
};
