/**
 * A cover's focal point (docs/product/media.md#cover-images): the point of the photo, in percent of its width
 * and height from the top left, that the 1200:630 crop keeps in view. It is the CSS `object-position` of the
 * cover on the post page and the blog card, and the crop offset of the social card.
 */

export const coverFocalLimits = { min: 0, max: 100, default: 50 } as const;

export interface CoverFocal {
  coverFocalX: number;
  coverFocalY: number;
}

/** A value clamped into 0–100 and rounded to a whole percent (what the editor's click and keys produce). */
export function focalPercent(value: number): number {
  if (!Number.isFinite(value)) return coverFocalLimits.default;
  return Math.min(coverFocalLimits.max, Math.max(coverFocalLimits.min, Math.round(value)));
}

/** The focal point as a CSS `object-position`, for the editor's previews (set through the DOM, which the CSP allows). */
export function focalPosition({ coverFocalX, coverFocalY }: CoverFocal): string {
  return `${focalPercent(coverFocalX)}% ${focalPercent(coverFocalY)}%`;
}

/**
 * The classes that place a cover's crop (components/blog/cover-focal.css). The CSP allows no `style`
 * attribute in the HTML, so each axis is two classes, tens and units, which the CSS adds up: 42 rules in
 * all instead of one per value.
 */
export function coverFocalClasses({ coverFocalX, coverFocalY }: CoverFocal): string {
  const axis = (name: 'x' | 'y', value: number) => {
    const percent = focalPercent(value);
    return `focal-${name}-t${Math.floor(percent / 10)} focal-${name}-u${percent % 10}`;
  };
  return `cover-focal ${axis('x', coverFocalX)} ${axis('y', coverFocalY)}`;
}
