/**
 * An image field of a page section (docs/product/pages.md#images): always an image of the media library,
 * uploaded here (button, drop or paste) or picked with the post editor's media picker, with its alt text or
 * marked decorative. Its value is `{mediaId, alt, decorative?}`; errors show at the field (`….mediaId`,
 * `….alt`).
 */
import { useEffect, useState } from 'react';
import { pageImageCopy as copy } from '#content/page-images.ts';
import type { MediaItem } from '#shared/media.ts';
import type { MediaImageValue } from '#shared/page-sections/index.ts';
import { toast } from '#islands/toast/toast.ts';
import { callApi } from '../../api/api-client.ts';
import { pickFromLibrary, thumbnailUrl } from '../editor/media-picker.ts';
import { ImageSourceButtons, imageDropHandlers } from '../editor/ImageSourceButtons.tsx';
import { uploadWithProgress } from '../media/upload.ts';
import { fieldIdOf } from './field-values.ts';
import type { FieldProps } from './FieldInput.tsx';
import '../editor/image-tool.css';

const emptyImage: MediaImageValue = { mediaId: null, alt: '' };

export function MediaImageInput({ spec, value, path, errors, onChange, ErrorText }: FieldProps & { ErrorText: (props: { path: string }) => React.ReactNode }) {
  const image = (value ?? emptyImage) as MediaImageValue;
  const set = (patch: Partial<MediaImageValue>) => onChange({ ...image, ...patch });
  const [item, setItem] = useState<MediaItem | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const id = fieldIdOf(path);
  const altPath = `${path}.alt`;

  // The chosen image's thumbnail; an id the library no longer has says so.
  useEffect(() => {
    if (image.mediaId === null) return void setItem(null);
    if (item?.id === image.mediaId) return;
    let cancelled = false;
    void callApi<MediaItem>('GET', `/api/admin/media/${image.mediaId}`).then((answer) => {
      if (cancelled) return;
      setItem(answer.ok ? answer.data : null);
      setMissing(!answer.ok && answer.status === 404);
    });
    return () => {
      cancelled = true;
    };
  }, [image.mediaId]);

  const chosen = (next: MediaItem) => {
    setItem(next);
    setMissing(false);
    // The library's alt text is the image's own (docs/product/media.md#one-alt-text): offered when this one is empty.
    set({ mediaId: next.id, alt: image.alt.trim() ? image.alt : next.alt });
  };
  async function upload(file: File) {
    setProgress(0);
    const result = await uploadWithProgress(file, setProgress);
    setProgress(null);
    if (result.ok) chosen(result.item);
    else toast({ title: copy.uploadFailedTitle, description: result.message, variant: 'destructive' });
  }
  async function choose() {
    const next = await pickFromLibrary();
    if (next) chosen(next);
  }

  const altError = errors[altPath];
  return (
    <fieldset className="page-field page-field-image page-media-image">
      <legend>{`${spec.label}${spec.required ? ' *' : ''}`}</legend>
      {spec.help && <p className="staff-hint">{spec.help}</p>}
      <ErrorText path={path} />
      <div id={`${id}-mediaId`} className="cover-field-zone" tabIndex={0} aria-label={copy.dropHint} {...imageDropHandlers((file) => void upload(file))}>
        {item && image.mediaId !== null ? (
          <img className="cover-field-preview" src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} />
        ) : (
          <p className="cover-field-empty">{missing ? copy.missing : copy.none}</p>
        )}
        {progress !== null && (
          <p role="status" className="cover-field-status">
            {copy.uploading} <progress max={1} value={progress} />
          </p>
        )}
      </div>
      <ErrorText path={`${path}.mediaId`} />
      <div className="cover-field-actions">
        <ImageSourceButtons
          uploadLabel={copy.upload}
          libraryLabel={copy.library}
          busy={progress !== null}
          onFile={(file) => void upload(file)}
          onChoose={() => void choose()}
        />
        {image.mediaId !== null && (
          <button type="button" className="button button-secondary button-small" onClick={() => onChange(spec.required ? emptyImage : undefined)}>
            {copy.remove}
          </button>
        )}
      </div>
      <label htmlFor={fieldIdOf(altPath)}>{copy.alt}</label>
      <input
        id={fieldIdOf(altPath)}
        className="text-field"
        value={image.alt}
        maxLength={200}
        disabled={image.decorative === true}
        aria-invalid={altError ? true : undefined}
        aria-describedby={`${fieldIdOf(altPath)}-help${altError ? ` ${fieldIdOf(altPath)}-error` : ''}`}
        onChange={(event) => set({ alt: event.target.value })}
      />
      <p className="staff-hint" id={`${fieldIdOf(altPath)}-help`}>
        {copy.altHelp}
      </p>
      <ErrorText path={altPath} />
      <label className="page-field-check">
        <input type="checkbox" checked={image.decorative === true} onChange={(event) => set({ decorative: event.target.checked })} /> {copy.decorative}
      </label>
    </fieldset>
  );
}
