/**
 * One search query at a time, the latest line wins (issue 35): a line asked for while a query is in flight waits,
 * replacing any line already waiting, and is sent when the query in flight settles; an answer is shown only when
 * no newer line was asked for meanwhile. A fast typist's keystrokes cost the worker one query per answer the bar
 * can still show, not one per key, and the last line's query never queues behind lines already replaced.
 */
export function latestQuery<Q, A>(
  send: (query: Q) => Promise<A>,
  show: (answer: A, query: Q) => void,
): (query: Q) => void {
  let busy = false;
  let waiting: { query: Q } | null = null;
  const run = (query: Q) => {
    busy = true;
    // A failure is left unhandled, as the bar's other background calls (the page's unhandled failure shows it).
    void send(query)
      .then((answer) => {
        if (!waiting) show(answer, query);
      })
      .finally(() => {
        busy = false;
        const next = waiting;
        waiting = null;
        if (next) run(next.query);
      });
  };
  return (query) => {
    if (busy) waiting = { query };
    else run(query);
  };
}
