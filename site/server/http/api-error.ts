/**
 * An error whose message is safe to show: the handler answers `{error: message, ...details}` with this status
 * (details: fields a client acts on, such as `reconnect: true`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
