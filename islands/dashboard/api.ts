/**
 * The dashboard's calls to the API (docs/product/api.md#errors): cookies always
 * included, a JSON body only when one is given, and any non-2xx answer becomes
 * an Error "<status>: <body text, or the status text>". A 401 means the
 * session has ended (logout elsewhere, idle or absolute timeout): the admin
 * is sent to /login.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(method: Method, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 401) window.location.assign('/login');
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's `message` inside an apiRequest error, for toasts ("Create failed: <message>"). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return body || undefined;
  }
}
