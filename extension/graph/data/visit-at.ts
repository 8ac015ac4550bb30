/**
 * The visit in front at a moment (issue 37), for opening the graph there: of the visits open at `at` (started at or
 * before it, not yet ended), the one that started last, since the page opened last is the one being looked at;
 * when none was open, the last one that started before `at`, else the first one after it; -1 for no visits. A
 * visit named by id (a clip's "Show in graph") wins when the day holds it. Pure; one pass over the columns.
 */

/** The node shown in front at `at` (node order as in `startTime`), or `visitId`'s node when `visitIdOf` finds it. */
export function visitAt(
  startTime: ArrayLike<number>,
  endTime: ArrayLike<number>,
  at: number,
  visit?: { id: string; visitIdOf(node: number): string },
): number {
  let open = -1;
  let before = -1;
  let after = -1;
  for (let node = 0; node < startTime.length; node++) {
    const start = startTime[node]!;
    if (visit && start === at && visit.visitIdOf(node) === visit.id) return node;
    if (start <= at) {
      if (endTime[node]! > at && (open < 0 || start >= startTime[open]!)) open = node;
      if (before < 0 || start >= startTime[before]!) before = node;
    } else if (after < 0 || start < startTime[after]!) after = node;
  }
  return open >= 0 ? open : before >= 0 ? before : after;
}
