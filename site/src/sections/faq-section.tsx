import { useState } from 'react';
import { FAQ_ENTRIES, FAQ_HEADING } from './faq-copy';

/** SPEC §2 / §4 FAQ accordion: at most one answer open; clicking the open one closes it. Its id is the help section. */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section id="help" className="section faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading">{FAQ_HEADING}</h2>
      <ul className="faq-list">
        {FAQ_ENTRIES.map((entry, index) => {
          const expanded = open === index;
          return (
            <li key={entry.question} className={`faq-item${expanded ? ' open' : ''}`}>
              <h3>
                <button
                  type="button"
                  className="faq-question"
                  aria-expanded={expanded}
                  aria-controls={`faq-answer-${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {entry.question}
                  <span className="faq-icon" aria-hidden="true">
                    {expanded ? '−' : '+'}
                  </span>
                </button>
              </h3>
              <div
                id={`faq-answer-${index}`}
                className="faq-answer"
                role="region"
                aria-label={entry.question}
                hidden={!expanded}
              >
                <p>{entry.answer}</p>
                {entry.subQuestion && <p className="faq-sub-question">{entry.subQuestion}</p>}
                {entry.subAnswer && <p>{entry.subAnswer}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
