/** An import job as the API answers it (docs/product/api.md), for the Import page. */
import type { ImportReport } from '#shared/import-report.ts';

export interface ImportJobView {
  id: number;
  kind: 'wordpress' | 'ghost';
  status: 'queued' | 'running' | 'done' | 'failed' | 'interrupted';
  fileName: string;
  total: number;
  processed: number;
  report: ImportReport | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const isRunning = (job: ImportJobView): boolean => job.status === 'queued' || job.status === 'running';
