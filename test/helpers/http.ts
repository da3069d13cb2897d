/** Small fetch wrappers for API tests. */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = any>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const text = await response.text();
  let body: unknown = undefined;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T, text };
}

export function postJson<T = any>(url: string, payload: unknown, init: RequestInit = {}): Promise<JsonResponse<T>> {
  return request<T>(url, {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

/** The Cookie header a browser would send back after this response's Set-Cookie headers ('' if none). */
export function cookieHeader(headers: Headers, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const),
  );
  for (const setCookie of headers.getSetCookie()) {
    const [pair = ''] = setCookie.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    // An expired or empty cookie is a deletion.
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * A request as a signed-in user (`cookie`, '' for none) with a JSON body when one is given (a string is sent as
 * it is), and any other `headers`.
 */
export function callJson<T = any>(url: string, method: string, cookie: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
  return request<T>(url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
