/**
 * Where the extension finds Google's APIs: settings beside the server address (api-origin.ts), with Google's
 * addresses as defaults. Tests (and a developer with a local stand-in) set `googleApiBases` in `storage.local`;
 * there is no page for it. Each value must be an address `parseApiOrigin` accepts, else the default is used.
 */
import { parseApiOrigin } from './api-origin';

/** Google's own addresses for the APIs the commands call. */
export const DEFAULT_GOOGLE_API_BASES = {
  gmail: 'https://gmail.googleapis.com',
  people: 'https://people.googleapis.com',
  calendar: 'https://www.googleapis.com',
} as const;

/** A Google API a command calls. */
export type GoogleApi = keyof typeof DEFAULT_GOOGLE_API_BASES;

/** The `storage.local` key of the setting. */
export const GOOGLE_API_BASES_KEY = 'googleApiBases';

/** The slice of `storage.local` the setting needs. */
export interface BasesStorage {
  get(key: string): Promise<Record<string, unknown>>;
}

/** Each API's base address: the stored one when it is a valid origin, else Google's. */
export async function readGoogleApiBases(storage: BasesStorage): Promise<Record<GoogleApi, string>> {
  const stored = ((await storage.get(GOOGLE_API_BASES_KEY))[GOOGLE_API_BASES_KEY] ?? {}) as Partial<
    Record<GoogleApi, unknown>
  >;
  const base = (api: GoogleApi) => {
    try {
      return typeof stored[api] === 'string' ? parseApiOrigin(stored[api]) : DEFAULT_GOOGLE_API_BASES[api];
    } catch {
      return DEFAULT_GOOGLE_API_BASES[api];
    }
  };
  return { gmail: base('gmail'), people: base('people'), calendar: base('calendar') };
}
