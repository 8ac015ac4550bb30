/** Test helpers shared by the *.test.ts files: the hand-made fixture and its expected links. */
import { readFileSync } from 'node:fs';
import { parseVisits } from './parse-visits';

/** Path of the hand-made fixture (every link rule, a second session and each kind of bad record). */
export const FIXTURE_PATH = new URL('./fixtures/visits.json', import.meta.url);

/** The fixture's visits. */
export const fixtureVisits = () => parseVisits(readFileSync(FIXTURE_PATH, 'utf8'), 'fixture');

/** Links the fixture must produce, as `source visitId -> target visitId kind`. */
export const FIXTURE_LINKS = [
  '1_1758618000000 -> 1_1758618060000 same-tab',
  '1_1758618060000 -> 2_1758618120000 new-tab',
  '2_1758618120000 -> 3_1758618720000 session',
  '3_1758625800000 -> 4_1758625860000 new-tab',
];
