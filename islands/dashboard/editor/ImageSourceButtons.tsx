/**
 * Where an image field takes its image from: Upload (a file chooser) and Choose from the library (the media
 * picker), for the post's cover (CoverImageField) and the page sections' images (site-pages/MediaImageInput).
 */
import { useRef, type ClipboardEvent, type DragEvent } from 'react';
import { imageFileOf } from './media-picker.ts';

/** The drop and paste handlers of an image field's zone: the first image file dropped or pasted goes to `onFile`. */
export function imageDropHandlers(onFile: (file: File) => void, setDragging: (dragging: boolean) => void = () => undefined) {
  return {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      const file = imageFileOf(event.dataTransfer);
      if (file) onFile(file);
    },
    onPaste: (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      onFile(file);
    },
  };
}

interface ImageSourceButtonsProps {
  uploadLabel: string;
  libraryLabel: string;
  /** While an upload runs: both buttons wait. */
  busy: boolean;
  onFile(file: File): void;
  onChoose(): void;
}

export function ImageSourceButtons({ uploadLabel, libraryLabel, busy, onFile, onChoose }: ImageSourceButtonsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        className="cover-field-file"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <button type="button" className="button button-secondary button-small" onClick={() => fileInput.current?.click()} disabled={busy}>
        {uploadLabel}
      </button>
      <button type="button" className="button button-secondary button-small image-source-library" onClick={onChoose} disabled={busy}>
        {libraryLabel}
      </button>
    </>
  );
}
