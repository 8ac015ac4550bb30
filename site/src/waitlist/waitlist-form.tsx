import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Spinner } from '../components/spinner';
import { joinWaitlist } from './join-waitlist';
import { EMAIL_PATTERN, SUCCESS_BUTTON_DELAY_MS, WAITLIST_COPY as COPY } from './waitlist-copy';

type Phase = 'idle' | 'submitting' | 'success';

/** SPEC §4 waitlist form: idle, submitting (inputs disabled), success view, or an error under the input. */
export function WaitlistForm({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  const ids = { title: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!EMAIL_PATTERN.test(trimmed)) return setError(COPY.invalidEmail);
    setError('');
    setPhase('submitting');
    const result = await joinWaitlist(trimmed);
    if (result.ok) return setPhase('success');
    setError(result.message);
    setPhase('idle');
  }

  if (phase === 'success') return <WaitlistSuccess onClose={onClose} />;
  const submitting = phase === 'submitting';
  return (
    <form className="waitlist-form" noValidate onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{COPY.title}</h2>
      <p className="muted">{COPY.intro}</p>
      <label className="field-label" htmlFor="waitlist-email">
        {COPY.emailLabel}
      </label>
      <input
        id="waitlist-email"
        className="text-input"
        type="email"
        name="email"
        required
        data-autofocus
        autoComplete="email"
        placeholder={COPY.emailPlaceholder}
        value={email}
        disabled={submitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      {error && (
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="button primary wide" type="submit" disabled={submitting || email.trim() === ''}>
        {submitting && <Spinner />}
        {submitting ? COPY.submitting : COPY.submit}
      </button>
    </form>
  );
}

/** SPEC §2 success view; its Close button fades in 800 ms after the success. */
function WaitlistSuccess({ onClose }: { onClose: () => void }) {
  const [showClose, setShowClose] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => setShowClose(true), SUCCESS_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="waitlist-success" role="status">
      <span className="success-mark" aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1}>
        {COPY.successTitle}
      </h2>
      <p>{COPY.successText}</p>
      <div className="success-actions">
        {showClose && (
          <button className="button primary fade-in" type="button" onClick={onClose}>
            {COPY.close}
          </button>
        )}
      </div>
    </div>
  );
}
