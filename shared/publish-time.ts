/**
 * The publish time of a post (docs/product/blog.md#status): ISO 8601 with a
 * date, a time and an offset (`2026-12-01T09:00:00-05:00`, or `Z`), between
 * 1990 and ten years from now. Shared by the server's validation and the editor.
 */

const isoWithOffset = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;

export const earliestPublishAt = Date.UTC(1990, 0, 1);
export const publishAtHorizonYears = 10;

/** The latest publish time accepted at `now`. */
export function latestPublishAt(now: number): number {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + publishAtHorizonYears);
  return latest.getTime();
}

export type PublishAtCheck = { ok: true; iso: string } | { ok: false; reason: 'format' | 'date' | 'range' };

/** Milliseconds of a well-formed ISO 8601 time with an offset whose fields exist (no 30 February, no 25:00). */
export function parsePublishAt(value: string, now: number): PublishAtCheck {
  const match = isoWithOffset.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const [, year, month, day, hour, minute, second = '0', , offset] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const inMonth = new Date(Date.UTC(y, mo - 1, d));
  const validOffset = offset === 'Z' || (Number(offset!.slice(1, 3)) <= 14 && Number(offset!.slice(4)) < 60);
  if (inMonth.getUTCMonth() !== mo - 1 || inMonth.getUTCDate() !== d || h > 23 || mi > 59 || s > 59 || !validOffset) {
    return { ok: false, reason: 'date' };
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return { ok: false, reason: 'date' };
  if (time < earliestPublishAt || time > latestPublishAt(now)) return { ok: false, reason: 'range' };
  return { ok: true, iso: new Date(time).toISOString() };
}
