import { useState } from 'react';
import { SUPPORT_EMAIL } from '../config';
import { SiteFooter } from '../sections/site-footer';
import { WaitlistModal } from '../waitlist/waitlist-modal';
import { PLANS, PRICING_COPY as COPY, type Billing } from './pricing-copy';

/** SPEC §2 pricing page: Basic and Pro with a monthly/yearly toggle; the plan buttons lead to the waitlist during the beta. */
export function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  return (
    <>
      <main className="pricing-page">
        <a className="back-home" href="/">
          ← Back to home
        </a>
        <h1>{COPY.title}</h1>
        <p className="section-text">{COPY.intro}</p>
        <div className="billing-toggle" role="group" aria-label="Billing period">
          {(['monthly', 'yearly'] as const).map((period) => (
            <button key={period} type="button" aria-pressed={billing === period} onClick={() => setBilling(period)}>
              {period === 'monthly' ? COPY.monthly : COPY.yearly}
            </button>
          ))}
        </div>
        <div className="plans">
          {PLANS.map((plan) => (
            <article
              key={plan.id}
              className={`plan${plan.recommended ? ' recommended' : ''}`}
              aria-labelledby={`plan-${plan.id}`}
            >
              {plan.recommended && <span className="plan-badge">{COPY.recommended}</span>}
              <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
              <p className="plan-price">
                <strong>{billing === 'monthly' ? plan.monthly : plan.yearly}</strong>
                <span>{billing === 'monthly' ? COPY.perMonth : COPY.perYear}</span>
              </p>
              <p className="plan-saving">{billing === 'yearly' ? plan.yearlySaving : ' '}</p>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <button
                type="button"
                className={`button wide${plan.recommended ? ' primary' : ''}`}
                onClick={() => setWaitlistOpen(true)}
              >
                {plan.cta}
              </button>
            </article>
          ))}
        </div>
        <p className="trial-note">{COPY.trial}</p>
        <section className="pricing-faq" aria-labelledby="pricing-faq-heading">
          <h2 id="pricing-faq-heading">{COPY.faqHeading}</h2>
          <dl>
            {COPY.faq.map((entry) => (
              <div key={entry.question}>
                <dt>{entry.question}</dt>
                <dd>{entry.answer}</dd>
              </div>
            ))}
          </dl>
          <p>
            {COPY.contactBefore}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{COPY.contact}</a>
          </p>
        </section>
      </main>
      <SiteFooter />
      <WaitlistModal open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
    </>
  );
}
