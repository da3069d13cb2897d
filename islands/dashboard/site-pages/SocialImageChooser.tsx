/**
 * The page's social image picked as every other page image is (docs/product/pages.md#images): uploaded or chosen
 * with the post editor's media picker; the field then holds the library file's address (`/media/…`), which social
 * cards fetch from the site. A typed address still works.
 */
import { useState } from 'react';
import { socialImageCopy as copy } from '#content/page-images.ts';
import { isOwnMediaUrl } from '#shared/media.ts';
import { toast } from '#islands/toast/toast.ts';
import { ImageSourceButtons } from '../editor/ImageSourceButtons.tsx';
import { pickFromLibrary } from '../editor/media-picker.ts';
import { uploadWithProgress } from '../media/upload.ts';

export function SocialImageChooser({ value, onChange }: { value: string; onChange(url: string): void }) {
  const [progress, setProgress] = useState<number | null>(null);
  async function upload(file: File) {
    setProgress(0);
    const result = await uploadWithProgress(file, setProgress);
    setProgress(null);
    if (result.ok) onChange(result.item.url);
    else toast({ title: copy.uploadFailedTitle, description: result.message, variant: 'destructive' });
  }
  return (
    <div className="page-field page-social-image" role="group" aria-label={copy.label}>
      {isOwnMediaUrl(value) && <img className="page-social-image-preview" src={value} alt="" width={240} height={126} />}
      <div className="cover-field-actions">
        <ImageSourceButtons
          uploadLabel={copy.upload}
          libraryLabel={copy.library}
          busy={progress !== null}
          onFile={(file) => void upload(file)}
          onChoose={() => void pickFromLibrary().then((item) => item && onChange(item.url))}
        />
        {value && (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange('')}>
            {copy.clear}
          </button>
        )}
      </div>
      {progress !== null && (
        <p role="status">
          {copy.uploading} <progress max={1} value={progress} />
        </p>
      )}
    </div>
  );
}
