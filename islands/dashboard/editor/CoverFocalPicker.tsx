/**
 * The cover's focal point (shared/cover-focal.ts), for the cover field: the whole photo with a marker, set by
 * a click or a tap on it, and the same point as two labelled number fields in percent, which the arrow keys
 * change. The crop preview beside it and the public pages place the 1200:630 crop by it.
 */
import { useId } from 'react';
import { coverFieldCopy as copy } from '#content/editor-tools.ts';
import { coverFocalLimits, focalPercent, type CoverFocal } from '#shared/cover-focal.ts';
import type { MediaItem } from '#shared/media.ts';
import { thumbnailUrl } from './media-picker.ts';

interface CoverFocalPickerProps {
  image: MediaItem;
  focal: CoverFocal;
  onChange: (focal: CoverFocal) => void;
}

export function CoverFocalPicker({ image, focal, onChange }: CoverFocalPickerProps) {
  const helpId = useId();
  const { min, max } = coverFocalLimits;
  const axisInput = (axis: keyof CoverFocal, label: string) => (
    <label className="cover-focal-axis">
      <span>{label}</span>
      <input
        type="number"
        name={axis}
        data-field={axis}
        min={min}
        max={max}
        step={1}
        inputMode="numeric"
        value={focal[axis]}
        aria-describedby={helpId}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          if (Number.isFinite(value)) onChange({ ...focal, [axis]: focalPercent(value) });
        }}
      />
    </label>
  );

  return (
    <fieldset className="cover-focal">
      <legend className="field-label">{copy.focalLabel}</legend>
      <p className="field-help" id={helpId}>
        {copy.focalHelp}
      </p>
      {/* The number fields below are the keyboard's way to the same point. */}
      <div
        className="cover-focal-photo"
        title={copy.focalPhoto}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return;
          onChange({
            coverFocalX: focalPercent(((event.clientX - box.left) / box.width) * 100),
            coverFocalY: focalPercent(((event.clientY - box.top) / box.height) * 100),
          });
        }}
      >
        <img src={thumbnailUrl(image)} alt="" width={image.width} height={image.height} draggable={false} />
        <span className="cover-focal-marker" aria-hidden="true" style={{ left: `${focal.coverFocalX}%`, top: `${focal.coverFocalY}%` }} />
      </div>
      <div className="cover-focal-axes">
        {axisInput('coverFocalX', copy.focalX)}
        {axisInput('coverFocalY', copy.focalY)}
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => onChange({ coverFocalX: coverFocalLimits.default, coverFocalY: coverFocalLimits.default })}
        >
          {copy.focalCentre}
        </button>
      </div>
    </fieldset>
  );
}
