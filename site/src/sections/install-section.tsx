import { INSTALL_COPY as COPY, TRANSITION_SENTENCE } from '../pages/landing-copy';

/** SPEC §2 transition sentence, shown between the graph and the FAQ. */
export function TransitionSentence() {
  return <p className="transition-sentence">{TRANSITION_SENTENCE}</p>;
}

/** SPEC §2 install call to action: enters the hero's early-access mode, like Install Free. */
export function InstallSection({ onInstall }: { onInstall: () => void }) {
  return (
    <section className="section install-cta" aria-labelledby="install-heading">
      <h2 id="install-heading">{COPY.heading}</h2>
      <p className="section-text">{COPY.text}</p>
      <button type="button" className="button primary" onClick={onInstall}>
        {COPY.install}
      </button>
    </section>
  );
}
