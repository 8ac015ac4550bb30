import { useEffect, useRef, useState } from 'react';
import { AUTH_COPY as COPY } from '../auth/auth-copy';
import {
  alreadyProcessed,
  extensionSignIn,
  finishSignIn,
  finishSlack,
  grantRequest,
  handOverToExtension,
  isSlackState,
  startGrant,
  startSignIn,
  usedLocalProvider,
} from '../auth/sign-in';
import { Spinner } from '../components/spinner';

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : COPY.signInFailed);

/** SPEC §2 / §4 extension sign-in page: the consent redirect out, the code exchange on the way back. */
export function AuthPage() {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  const queryError = query.get('error');
  // The provider returns without our query, so the state's prefix carries the extension source across the redirect.
  const fromExtension =
    query.get('source') === 'extension' || Boolean(state?.startsWith('extension_')) || isSlackState(state);
  const willExchange = fromExtension && code !== null && !alreadyProcessed(code);
  const [loading, setLoading] = useState(willExchange);
  const [error, setError] = useState(fromExtension && queryError ? COPY.oauthError(queryError) : '');
  const [signedIn, setSignedIn] = useState('');
  // The extension that opened this page names itself, its sign-in's state and challenge; the server binds them to this sign-in.
  const [extension] = useState(() => (code === null ? extensionSignIn(query) : undefined));
  // Or it asks to add Google access (issue #22) for the account signed in there.
  const [grant] = useState(() => (code === null ? grantRequest(query) : undefined));
  // Connecting Slack (issue #23): asked for by the extension, or Slack returning to this page.
  const slack = grant?.grant === 'slack' || isSlackState(state);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // SPEC §5: only a code arriving in an extension-sourced request is processed, and each code once.
    if (!willExchange || sent.current === code) return;
    sent.current = code;
    window.history.replaceState(null, '', '/auth?source=extension');
    if (isSlackState(state)) {
      finishSlack(code, state!)
        .then((team) => setSignedIn(COPY.slackConnected(team)))
        .catch((failure: unknown) => setError(message(failure)))
        .finally(() => setLoading(false));
      return;
    }
    finishSignIn(code, state)
      .then(async ({ email, handOver, grant: granted }) => {
        if (granted) setSignedIn(COPY.granted(email));
        if (!handOver) return;
        const result = await handOverToExtension(handOver, email);
        if (result.ok) setSignedIn(result.text);
        else setError(result.text);
      })
      .catch((failure: unknown) => setError(message(failure)))
      .finally(() => setLoading(false));
  }, [willExchange, code, state]);

  async function signIn() {
    setLoading(true);
    setError('');
    try {
      window.location.assign(await (grant ? startGrant(grant) : startSignIn(fromExtension, extension)));
    } catch (failure) {
      setError(message(failure));
      setLoading(false);
    }
  }

  if (!fromExtension) {
    return (
      <main className="auth-page">
        <div className="auth-card">
          <h1>{COPY.requiredTitle}</h1>
          <p>{COPY.requiredText}</p>
          <a className="button primary" href="/">
            {COPY.home}
          </a>
        </div>
      </main>
    );
  }
  return (
    <main className="auth-page">
      <div className="auth-card">
        <h1>{COPY.welcome}</h1>
        <p className="muted">{slack ? COPY.slackText : COPY.welcomeText}</p>
        {!signedIn && (
          <button className="button primary wide" type="button" onClick={signIn} disabled={loading} aria-busy={loading}>
            {loading && <Spinner />}
            {loading ? COPY.connecting : slack ? COPY.slackContinue : COPY.continue}
          </button>
        )}
        {signedIn && (
          <p className="auth-done" role="status">
            {signedIn}
          </p>
        )}
        {(signedIn || error) && usedLocalProvider() && <p className="muted">{COPY.localProvider}</p>}
        {error && (
          <p className="auth-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </main>
  );
}
