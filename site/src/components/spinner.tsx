/** A small spinning ring shown beside a busy button's text. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
