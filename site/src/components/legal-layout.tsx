import { useState, type ReactNode } from 'react';
import { smoothBehavior } from '../lib/scroll-to-section';

/** One numbered or named section of a legal page. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
}

/** Props of {@link LegalLayout}. */
export interface LegalLayoutProps {
  title: string;
  dateLine: string;
  sections: LegalSection[];
  numbered?: boolean;
  /** Content shown at the end of the section with that id, after its paragraphs and list. */
  extras?: Partial<Record<string, ReactNode>>;
}

/** SPEC §2 legal page: a contents sidebar whose entries smooth-scroll to and highlight their section. */
export function LegalLayout({ title, dateLine, sections, numbered = false, extras = {} }: LegalLayoutProps) {
  const [active, setActive] = useState<string | null>(null);
  const heading = (section: LegalSection, index: number) =>
    numbered ? `${index + 1}. ${section.title}` : section.title;
  const go = (id: string) => {
    setActive(id);
    document.getElementById(id)?.scrollIntoView({ behavior: smoothBehavior(), block: 'start' });
  };
  return (
    <div className="legal-page">
      <a className="back-home" href="/">
        ← Back to home
      </a>
      <div className="legal-grid">
        <nav className="legal-toc" aria-label="Contents">
          <h2>Contents</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={active === section.id ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(section.id);
                  }}
                >
                  {heading(section, index)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <main className="legal-body">
          <h1>{title}</h1>
          <p className="muted">{dateLine}</p>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={`legal-section${active === section.id ? ' highlighted' : ''}`}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>{heading(section, index)}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {extras[section.id]}
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}
