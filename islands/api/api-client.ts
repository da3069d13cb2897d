/**
 * The islands' calls to the site's API: cookies included, JSON both ways, and
 * one reading of every answer. A failure answers `{status, message, errors}`:
 * the server's `message` (the body text when the body is not JSON, the status
 * text when it is empty) and the field errors of a 400. A call that gets no
 * answer at all (offline, refused) rejects with what `fetch` threw.
 */
import type { FieldError } from '#shared/field-error.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFailure {
  ok: false;
  status: number;
  message: string;
  errors: FieldError[];
}

export type ApiAnswer<T> = { ok: true; status: number; data: T } | ApiFailure;

const isFieldError = (value: unknown): value is FieldError =>
  typeof (value as FieldError | null)?.field === 'string' && typeof (value as FieldError | null)?.message === 'string';

function failure(response: Response, text: string): ApiFailure {
  let message = text.trim();
  let errors: FieldError[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown } | null;
    message = typeof body?.message === 'string' ? body.message : '';
    errors = Array.isArray(body?.errors) ? body.errors.filter(isFieldError) : [];
  } catch {
    // Not JSON (a proxy's error page, an empty body): the text stands as the message.
  }
  return { ok: false, status: response.status, message: message || response.statusText, errors };
}

/** Calls the API; a 2xx answer carries its JSON body as `data` (undefined when the body is empty). */
export async function callApi<T = unknown>(method: Method, path: string, body?: unknown, options: { keepalive?: boolean } = {}): Promise<ApiAnswer<T>> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    // keepalive: the request outlives the page (an autosave when the page is hidden or left).
    ...(options.keepalive ? { keepalive: true } : {}),
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) return failure(response, text);
  return { ok: true, status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}
