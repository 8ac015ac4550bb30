import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { assertStorableText } from './storable-text';

/** How deeply a request body may nest objects and arrays; no client sends more, and deeper input overflows the stack. */
export const MAX_JSON_DEPTH = 64;

/**
 * Walks the parsed body without recursion (a deep body must not overflow the stack here either): every
 * object and array at most MAX_JSON_DEPTH levels deep, every key and string storable.
 */
function assertStorableJson(body: object): void {
  const pending: [unknown, number][] = [[body, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string') assertStorableText(value, 'Text in the request body');
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH)
      throw new ApiError(400, `The request body must nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`);
    const named = !Array.isArray(value);
    for (const [key, item] of Object.entries(value)) {
      if (named) assertStorableText(key, 'Names in the request body');
      pending.push([item, depth + 1]);
    }
  }
}

/** Reads a JSON object body and validates it; every failure is a 400/415 sentence about what was expected. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header('content-type') ?? '';
  // Requiring JSON also forces a CORS preflight for cross-site requests, which plain form posts would skip.
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, 'Send the request body as JSON with the header Content-Type: application/json.');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'The request body must be valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  assertStorableJson(body);
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? 'The request body is not valid.');
  return result.data;
}
