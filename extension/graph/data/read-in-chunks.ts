import { addDays, dayStartOf } from './graph-data';

/**
 * Reads the visits of [from, to) in two chunks, so a long range paints before it is all read: local day by day
 * from `from` until a day has visits, which `first` gets (with the time read up to), then the rest in one read.
 * Oldest first, so the first chunk is the start of the whole range's timeline: the core lays its visits out where
 * it lays them out in the whole range (the timeline's columns run from the range's first visit), and the page's
 * first view, at the timeline's start, shows them. The rest is asked for before `first` runs, so the database reads
 * it while the first chunk is laid out and drawn. Answers every visit, oldest first (`join` puts two chunks together).
 */
export async function readInChunks<T extends { length: number }>(
  read: (from: number, to: number) => Promise<T>,
  from: number,
  to: number,
  first: (visits: T, readTo: number) => Promise<void>,
  join: (first: T, rest: T) => T,
): Promise<T> {
  let readTo = from;
  let visits: T;
  do {
    const end = Math.min(to, addDays(dayStartOf(readTo), 1));
    visits = await read(readTo, end);
    readTo = end;
  } while (!visits.length && readTo < to);
  if (!visits.length || readTo >= to) return visits;
  const reading = read(readTo, to);
  reading.catch(() => undefined); // a failed read throws below, once `first` is done
  await first(visits, readTo);
  const rest = await reading;
  return rest.length ? join(visits, rest) : visits;
}
