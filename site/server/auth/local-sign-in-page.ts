import { html } from 'hono/html';
import { LOCAL_AUTHORIZE_PATH } from './local-identity-provider';

/** Copy of the local test sign-in page: it must never pass for Google's. */
export const LOCAL_PAGE_COPY = {
  title: 'Local test sign-in',
  notGoogle:
    'This server signs you in with a local test account on this computer, not with Google. Any email address works; nothing is checked or sent anywhere.',
  email: 'Email',
  submit: 'Sign in with this test account',
};

/** What the page shows: the sign-in it continues (kept in hidden fields), the email typed so far and an error. */
export interface LocalSignInPageProps {
  /** Absent when the address itself was wrong: the page shows the error and no form. */
  signIn?: { redirectUri: string; state: string; codeChallenge: string };
  email?: string;
  error?: string;
}

/** The server-rendered page of the local test identity provider (no script; every value escaped). */
export function localSignInPage({ signIn, email = '', error }: LocalSignInPageProps) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${LOCAL_PAGE_COPY.title} · Intently</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 28rem;
            margin: 4rem auto;
            padding: 0 1rem;
            color: #222;
          }
          .warning {
            background: #fff4e0;
            border: 1px solid #e0a040;
            border-radius: 6px;
            padding: 0.75rem;
          }
          label,
          input,
          button {
            display: block;
            width: 100%;
            box-sizing: border-box;
            font-size: 1rem;
          }
          input {
            margin: 0.25rem 0 1rem;
            padding: 0.5rem;
          }
          button {
            padding: 0.6rem;
            cursor: pointer;
          }
          [role='alert'] {
            color: #b00020;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${LOCAL_PAGE_COPY.title}</h1>
          <p class="warning">${LOCAL_PAGE_COPY.notGoogle}</p>
          ${error ? html`<p role="alert">${error}</p>` : ''}
          ${
            signIn
              ? html`<form method="post" action="${LOCAL_AUTHORIZE_PATH}">
                  <input type="hidden" name="redirect_uri" value="${signIn.redirectUri}" />
                  <input type="hidden" name="state" value="${signIn.state}" />
                  <input type="hidden" name="code_challenge" value="${signIn.codeChallenge}" />
                  <label for="email">${LOCAL_PAGE_COPY.email}</label>
                  <input
                    id="email"
                    name="email"
                    type="email"
                    autocomplete="email"
                    required
                    autofocus
                    value="${email}"
                  />
                  <button type="submit">${LOCAL_PAGE_COPY.submit}</button>
                </form>`
              : ''
          }
        </main>
      </body>
    </html>`;
}
