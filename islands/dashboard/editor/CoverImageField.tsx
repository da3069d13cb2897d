/**
 * The post's cover image (docs/product/media.md#cover-images), for
 * the editor's settings: upload by button, drag and drop or paste onto the
 * field, or choose from the media library; remove it. It holds only the
 * image's id: the post is saved with `coverImageId`, and its focal point (CoverFocalPicker.tsx).
 */
import { useEffect, useId, useState } from 'react';
import { coverFieldCopy } from '#content/editor-tools.ts';
import { toast } from '#islands/toast/toast.ts';
import type { MediaItem } from '#shared/media.ts';
import { focalPosition, type CoverFocal } from '#shared/cover-focal.ts';
import { callApi } from '../../api/api-client.ts';
import { uploadWithProgress } from '../media/upload.ts';
import { CoverFocalPicker } from './CoverFocalPicker.tsx';
import { ImageSourceButtons, imageDropHandlers } from './ImageSourceButtons.tsx';
import { pickFromLibrary, thumbnailUrl } from './media-picker.ts';
import './image-tool.css';

interface CoverImageFieldProps {
  value: number | null;
  onChange: (id: number | null) => void;
  focal: CoverFocal;
  onFocalChange: (focal: CoverFocal) => void;
}

export function CoverImageField({ value, onChange, focal, onFocalChange }: CoverImageFieldProps) {
  const labelId = useId();
  const helpId = useId();
  const [image, setImage] = useState<MediaItem | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  // The chosen image's thumbnail; an id the library no longer has says so.
  useEffect(() => {
    if (value === null) {
      setImage(null);
      setMissing(false);
      return;
    }
    if (image?.id === value) return;
    let cancelled = false;
    void callApi<MediaItem>('GET', `/api/admin/media/${value}`).then((answer) => {
      if (cancelled) return;
      setImage(answer.ok ? answer.data : null);
      setMissing(!answer.ok && answer.status === 404);
    });
    return () => {
      cancelled = true;
    };
  }, [value]);

  async function upload(file: File) {
    setProgress(0);
    const result = await uploadWithProgress(file, setProgress);
    setProgress(null);
    if (!result.ok) {
      toast({ title: coverFieldCopy.uploadFailedTitle, description: result.message, variant: 'destructive' });
      return;
    }
    setImage(result.item);
    onChange(result.item.id);
  }

  async function choose() {
    const item = await pickFromLibrary();
    if (!item) return;
    setImage(item);
    onChange(item.id);
  }

  return (
    <div className="field cover-field" role="group" aria-labelledby={labelId} aria-describedby={helpId}>
      <span className="field-label" id={labelId}>
        {coverFieldCopy.label}
      </span>
      <p className="field-help" id={helpId}>
        {coverFieldCopy.help}
      </p>
      <div
        className={`cover-field-zone${dragging ? ' is-dragging' : ''}`}
        tabIndex={0}
        aria-label={coverFieldCopy.dropHint}
        {...imageDropHandlers((file) => void upload(file), setDragging)}
      >
        {image && value !== null ? (
          <img
            className="cover-field-preview"
            src={thumbnailUrl(image)}
            alt={image.alt}
            width={image.width}
            height={image.height}
            style={{ objectPosition: focalPosition(focal) }}
          />
        ) : (
          <p className="cover-field-empty">{missing ? coverFieldCopy.missing : coverFieldCopy.none}</p>
        )}
        {progress !== null && (
          <p role="status" className="cover-field-status">
            {coverFieldCopy.uploading} <progress max={1} value={progress} />
          </p>
        )}
        <p className="cover-field-hint">{coverFieldCopy.dropHint}</p>
      </div>
      {image && value !== null && <CoverFocalPicker image={image} focal={focal} onChange={onFocalChange} />}
      <div className="cover-field-actions">
        <ImageSourceButtons
          uploadLabel={coverFieldCopy.upload}
          libraryLabel={coverFieldCopy.library}
          busy={progress !== null}
          onFile={(file) => void upload(file)}
          onChoose={() => void choose()}
        />
        {value !== null && (
          <button type="button" className="button button-secondary button-small cover-field-remove" onClick={() => onChange(null)}>
            {coverFieldCopy.remove}
          </button>
        )}
      </div>
    </div>
  );
}
