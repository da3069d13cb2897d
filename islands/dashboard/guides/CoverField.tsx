/**
 * A guide's cover (docs/product/guides.md#uploads): an image of the media library, picked with the post editor's
 * media picker as a page section's image is, with its alt text or marked decorative. Errors show at the field
 * (`coverImageId`, `coverAlt`).
 */
import { useEffect, useState } from 'react';
import { guidesPageCopy as copy } from '#content/dashboard-guides.ts';
import { guideLimits } from '#shared/guides.ts';
import type { MediaItem } from '#shared/media.ts';
import { callApi } from '../../api/api-client.ts';
import { pickFromLibrary, thumbnailUrl } from '../editor/media-picker.ts';
import type { FormErrors } from '../use-form-errors.tsx';
import '../editor/image-tool.css';

export interface CoverValue {
  mediaId: number | null;
  alt: string;
  decorative: boolean;
}

/** The library's image of `mediaId`, for its thumbnail; null while none is chosen or when the library has it no more. */
export function useMediaItem(mediaId: number | null): MediaItem | null {
  const [item, setItem] = useState<MediaItem | null>(null);
  useEffect(() => {
    if (mediaId === null) return void setItem(null);
    let cancelled = false;
    void callApi<MediaItem>('GET', `/api/admin/media/${mediaId}`).then((answer) => {
      if (!cancelled) setItem(answer.ok ? answer.data : null);
    });
    return () => {
      cancelled = true;
    };
  }, [mediaId]);
  return item;
}

interface CoverFieldProps {
  value: CoverValue;
  form: FormErrors;
  disabled: boolean;
  onChange: (value: CoverValue) => void;
}

export function CoverField({ value, form, disabled, onChange }: CoverFieldProps) {
  const item = useMediaItem(value.mediaId);
  const set = (patch: Partial<CoverValue>) => onChange({ ...value, ...patch });
  async function choose() {
    const next = await pickFromLibrary();
    // The library's alt text is the image's own (docs/product/media.md#one-alt-text): offered when this one is empty.
    if (next) set({ mediaId: next.id, alt: value.alt.trim() ? value.alt : next.alt });
  }
  return (
    <fieldset className="guide-cover">
      <legend>{copy.fields.cover}</legend>
      <p className="field-hint">{copy.fields.coverHint}</p>
      <div className="guide-cover-row">
        {value.mediaId !== null && item ? (
          <img className="guide-cover-preview" src={thumbnailUrl(item)} alt="" width={item.width} height={item.height} />
        ) : (
          <p className="cover-field-empty">{copy.fields.coverNone}</p>
        )}
        <div className="cover-field-actions">
          <button
            id={form.fieldId('coverImageId')}
            type="button"
            className="button button-secondary button-small"
            disabled={disabled}
            onClick={() => void choose()}
          >
            {value.mediaId === null ? copy.fields.coverChoose : copy.fields.coverChange}
          </button>
          {value.mediaId !== null && (
            <button type="button" className="button button-secondary button-small" disabled={disabled} onClick={() => set({ mediaId: null })}>
              {copy.fields.coverRemove}
            </button>
          )}
        </div>
      </div>
      {form.errorOf('coverImageId')}
      {value.mediaId !== null && (
        <>
          <div className="settings-field">
            <label htmlFor={form.fieldId('coverAlt')}>{copy.fields.coverAlt}</label>
            <input
              {...form.inputProps('coverAlt', true)}
              maxLength={guideLimits.coverAlt}
              value={value.alt}
              disabled={value.decorative || disabled}
              onChange={(event) => set({ alt: event.target.value })}
            />
            <p className="field-hint" id={`${form.fieldId('coverAlt')}-hint`}>
              {copy.fields.coverAltHint}
            </p>
            {form.errorOf('coverAlt')}
          </div>
          <label className="settings-check">
            <input type="checkbox" checked={value.decorative} disabled={disabled} onChange={(event) => set({ decorative: event.target.checked })} />
            {copy.fields.coverDecorative}
          </label>
        </>
      )}
    </fieldset>
  );
}
