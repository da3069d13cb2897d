/**
 * A multipart upload with progress (runs in the browser only, from event handlers): XMLHttpRequest, because fetch
 * reports no upload progress. Answers like the islands' API client: the body of the expected status, or the
 * server's message and its field errors. A 401 sends the user to /login.
 */
import type { FieldError } from '#shared/field-error.ts';

export type FormUploadResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string; errors: FieldError[] };

export function sendFormWithProgress<T>(path: string, form: FormData, okStatus: number, onProgress: (fraction: number) => void): Promise<FormUploadResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: { message?: unknown; errors?: unknown } | undefined;
      try {
        body = JSON.parse(request.responseText) as { message?: unknown; errors?: unknown };
      } catch {
        body = undefined;
      }
      if (request.status === okStatus && body) return resolve({ ok: true, body: body as unknown as T });
      if (request.status === 401) window.location.assign('/login');
      const message = typeof body?.message === 'string' ? body.message : request.statusText || 'The upload failed.';
      const errors = Array.isArray(body?.errors)
        ? (body.errors as FieldError[]).filter((error) => typeof error?.field === 'string' && typeof error.message === 'string')
        : [];
      resolve({ ok: false, status: request.status, message, errors });
    });
    const offline = () => resolve({ ok: false, status: 0, message: 'The upload did not reach the server. Check the connection and try again.', errors: [] });
    request.addEventListener('error', offline);
    request.addEventListener('abort', offline);
    request.send(form);
  });
}
