/** The import upload with progress: the job it started, or the server's message. */
import { sendFormWithProgress } from '../form-upload.ts';
import type { ImportJobView } from './import-job.ts';

export type ImportUploadResult = { ok: true; job: ImportJobView } | { ok: false; status: number; message: string };

export async function uploadImport(form: FormData, onProgress: (fraction: number) => void): Promise<ImportUploadResult> {
  const result = await sendFormWithProgress<ImportJobView>('/api/admin/import', form, 202, onProgress);
  return result.ok ? { ok: true, job: result.body } : result;
}
