/** A route that is reserved in SPEC §2 but whose screen ships later in the beta. */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <main className="upcoming">
      <h1>{title}</h1>
      <p>This page is on its way. Intently is in an invitation-only beta.</p>
      <a className="button primary" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
