/**
 * The media library's upload (docs/product/media.md#the-library-page): several images at once, each with its
 * progress bar, sent one after another.
 */
import { useId, useRef, useState } from 'react';
import { mediaLibraryCopy as copy } from '#content/media-library.ts';
import { uploadWithProgress } from './upload.ts';

interface Upload {
  key: string;
  name: string;
  fraction: number;
  state: 'sending' | 'processing' | 'done' | 'failed';
  message?: string;
}

interface MediaUploadsProps {
  /** Runs once a batch is done (the library shows its first page again). */
  onUploaded: () => Promise<void> | void;
}

export function MediaUploads({ onUploaded }: MediaUploadsProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function uploadFiles(files: File[]) {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }));
    setUploads((list) => [...batch.map(({ file, key }) => ({ key, name: file.name, fraction: 0, state: 'sending' as const })), ...list]);
    // One at a time: the server decodes two at once anyway, and each bar then moves in turn.
    for (const { file, key } of batch) {
      const result = await uploadWithProgress(file, (fraction) => update(key, { fraction, state: fraction >= 1 ? 'processing' : 'sending' }));
      if (result.ok) update(key, { fraction: 1, state: 'done' });
      else update(key, { state: 'failed', message: result.message });
    }
    await onUploaded();
  }

  return (
    <section className="media-upload" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="button button-primary">
        {copy.upload}
      </label>
      <input
        ref={fileInput}
        id={inputId}
        className="media-file-input"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void uploadFiles(files);
        }}
      />
      <p id={`${inputId}-hint`} className="media-hint">
        {copy.uploadHint}
      </p>
      {uploads.length > 0 && (
        <ul className="media-uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className={`media-upload-row media-upload-${upload.state}`}>
              <span className="media-upload-name">
                {upload.state === 'done'
                  ? copy.uploaded(upload.name)
                  : upload.state === 'failed'
                    ? copy.uploadFailed(upload.name)
                    : copy.uploading(upload.name)}
              </span>
              <progress max={1} value={upload.state === 'failed' ? 0 : upload.fraction} aria-label={copy.uploading(upload.name)} />
              {upload.state === 'processing' && <span className="media-hint">{copy.processing}</span>}
              {upload.message && <span className="media-upload-error">{upload.message}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
