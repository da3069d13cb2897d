/**
 * The post's cover image (docs/product/media.md#cover-images), for
 * the editor's settings: upload by button, drag and drop or paste onto the
 * field, or choose from the media library; remove it. It holds only the
 * image's id: the post is saved with `coverImageId`, and its focal point (CoverFocalPicker.tsx).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { coverFieldCopy } from '#content/editor-tools.ts';
import { toast } from '#islands/toast/toast.ts';
import type { MediaItem } from '#shared/media.ts';
import { focalPosition, type CoverFocal } from '#shared/cover-focal.ts';
import { callApi } from '../../api/api-client.ts';
import { uploadWithProgress } from '../media/upload.ts';
import { CoverFocalPicker } from './CoverFocalPicker.tsx';
import { imageFileOf, pickFromLibrary, thumbnailUrl } from './media-picker.ts';
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
  const fileInput = useRef<HTMLInputElement>(null);
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
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = imageFileOf(event.dataTransfer);
          if (file) void upload(file);
        }}
        onPaste={(event) => {
          const file = imageFileOf(event.clipboardData);
          if (!file) return;
          event.preventDefault();
          void upload(file);
        }}
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
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className="cover-field-file"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <button type="button" className="button button-secondary button-small" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
          {coverFieldCopy.upload}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => void choose()} disabled={progress !== null}>
          {coverFieldCopy.library}
        </button>
        {value !== null && (
          <button type="button" className="button button-secondary button-small cover-field-remove" onClick={() => onChange(null)}>
            {coverFieldCopy.remove}
          </button>
        )}
      </div>
    </div>
  );
}
