/**
 * One image upload with progress (runs in the browser only, from event handlers): XMLHttpRequest, because fetch reports no
 * upload progress. Answers like the islands' API client: the image, or the
 * server's message.
 */
import type { MediaItem } from '#shared/media.ts';

export type UploadResult = { ok: true; item: MediaItem } | { ok: false; status: number; message: string };

export function uploadWithProgress(file: File, onProgress: (fraction: number) => void, alt?: string): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: { message?: unknown } | undefined;
      try {
        body = JSON.parse(request.responseText) as { message?: unknown };
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body) return resolve({ ok: true, item: body as unknown as MediaItem });
      if (request.status === 401) window.location.assign('/login');
      const message = typeof body?.message === 'string' ? body.message : request.statusText || 'The upload failed.';
      resolve({ ok: false, status: request.status, message });
    });
    const offline = () => resolve({ ok: false, status: 0, message: 'The upload did not reach the server. Check the connection and try again.' });
    request.addEventListener('error', offline);
    request.addEventListener('abort', offline);
    const form = new FormData();
    if (alt !== undefined) form.set('alt', alt);
    form.set('file', file, file.name);
    request.send(form);
  });
}
