import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error';

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
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? 'The request body is not valid.');
  return result.data;
}
