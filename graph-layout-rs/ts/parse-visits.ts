import type { UrlVisit } from './url-visit';

const EXPECTED = 'a JSON array of URL visits (SPEC §3: objects with a string "id", tabId, startTime, ...)';

/**
 * Parses the CLI's input. The shape is checked (array of objects with a string id); field values
 * are left to the core, which skips and counts bad records.
 */
export function parseVisits(text: string, source: string): UrlVisit[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: expected ${EXPECTED}, but it is not valid JSON (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (!Array.isArray(data)) throw new Error(`${source}: expected ${EXPECTED}, got ${typeName(data)}`);
  data.forEach((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw new Error(`${source}: expected ${EXPECTED}; item ${i} is ${typeName(item)}`);
    }
    if (typeof (item as { id?: unknown }).id !== 'string') {
      throw new Error(`${source}: expected ${EXPECTED}; item ${i} has no string "id"`);
    }
  });
  return data as UrlVisit[];
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}
