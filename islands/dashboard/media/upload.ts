/**
 * One image upload with progress (runs in the browser only, from event handlers; ../form-upload.ts). Answers like
 * the islands' API client: the image, or the server's message.
 */
import type { MediaItem } from '#shared/media.ts';
import { sendFormWithProgress } from '../form-upload.ts';

export type UploadResult = { ok: true; item: MediaItem } | { ok: false; status: number; message: string };

export async function uploadWithProgress(file: File, onProgress: (fraction: number) => void, alt?: string): Promise<UploadResult> {
  const form = new FormData();
  if (alt !== undefined) form.set('alt', alt);
  form.set('file', file, file.name);
  const result = await sendFormWithProgress<MediaItem>('/api/admin/media', form, 201, onProgress);
  return result.ok ? { ok: true, item: result.body } : result;
}
