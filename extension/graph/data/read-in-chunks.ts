import { addDays, dayStartOf } from './graph-data';

/**
 * Reads the visits of [from, to) in two chunks, so a long range paints before it is all read: local day by day
 * from `from` until a day has visits, which `first` gets (with the time read up to), then the rest in one read.
 * Oldest first, so the first chunk is the start of the whole range's timeline: the core lays its visits out where
 * it lays them out in the whole range (the timeline's columns run from the range's first visit), and the page's
 * first view, at the timeline's start, shows them. Answers every visit, oldest first.
 */
export async function readInChunks<T>(
  read: (from: number, to: number) => Promise<T[]>,
  from: number,
  to: number,
  first: (visits: T[], readTo: number) => Promise<void>,
): Promise<T[]> {
  let visits: T[] = [];
  let readTo = from;
  while (!visits.length && readTo < to) {
    const end = Math.min(to, addDays(dayStartOf(readTo), 1));
    visits = await read(readTo, end);
    readTo = end;
  }
  if (!visits.length || readTo >= to) return visits;
  await first(visits, readTo);
  const rest = await read(readTo, to);
  return rest.length ? visits.concat(rest) : visits;
}
