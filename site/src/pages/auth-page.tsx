import { useEffect, useRef, useState } from 'react';
import { AUTH_COPY as COPY } from '../auth/auth-copy';
import {
  extensionFlow,
  finishSlack,
  handOverToExtension,
  startExtensionFlow,
  strayRequest,
} from '../auth/extension-flow';
import { alreadyProcessed, finishSignIn, isSlackState, startSignIn, usedLocalProvider } from '../auth/sign-in';
import { Spinner } from '../components/spinner';

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : COPY.signInFailed);

/** What the page says when no extension answers for a flow, by what the flow adds. */
const SILENT = {
  signIn: COPY.signInSilent,
  gmail: COPY.grantSilent,
  calendar: COPY.grantSilent,
  slack: COPY.slackSilent,
};

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
  // Issue 33: a sign-in or grant for the extension only continues a flow the extension opened (`flow=`).
  const [flow] = useState(() => (code === null ? extensionFlow(query) : undefined));
  const [stray] = useState(() => strayRequest(query));
  const [loading, setLoading] = useState(willExchange);
  const [error, setError] = useState(
    fromExtension && queryError ? COPY.oauthError(queryError) : stray ? COPY.notStarted : '',
  );
  const [signedIn, setSignedIn] = useState('');
  // Connecting Slack (issue #23): a flow the extension opened for it, or Slack returning to this page.
  const slack = flow?.grant === 'slack' || isSlackState(state);
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
      window.location.assign(
        await (flow ? startExtensionFlow(flow.flow, SILENT[flow.grant ?? 'signIn']) : startSignIn(fromExtension)),
      );
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
        {!signedIn && !stray && (
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
