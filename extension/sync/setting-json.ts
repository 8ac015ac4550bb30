import { stringify } from 'safe-stable-stringify';

/**
 * A setting's value as text with object keys sorted, to tell whether it changed: the server's JSONB gives
 * objects back with their keys reordered, and a plain JSON.stringify would then see a change that is none.
 */
export function settingJson(value: unknown): string {
  return stringify(value) ?? 'null';
}
