/** SPEC §2: the extension's main page (`page=main`), where today's stats and settings live. */
export function MainPage() {
  return (
    <main className="app-main">
      <header className="app-header">
        <h1>Intently</h1>
        <a className="button" href="?page=graph">
          Network graph
        </a>
      </header>
      <p className="muted">Your browsing stays on this device.</p>
    </main>
  );
}
