import { SUPPORT_EMAIL } from '../config';

const COPY = {
  code: '404',
  heading: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved.",
  home: 'Go to Homepage',
  back: 'Go Back',
  contactBefore: 'Need help? ',
  contact: 'contact us',
};

/** SPEC §2 "404 screen": served with HTTP status 404 for any path the site does not know. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1>{COPY.code}</h1>
      <h2>{COPY.heading}</h2>
      <p>{COPY.text}</p>
      <div className="not-found-actions">
        <a className="button primary" href="/">
          {COPY.home}
        </a>
        <button className="button" type="button" onClick={() => window.history.back()}>
          {COPY.back}
        </button>
      </div>
      <p className="muted">
        {COPY.contactBefore}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{COPY.contact}</a>
      </p>
    </main>
  );
}
