/** The public address of an uploaded image: its id and a prefix of its hash, so a new upload is a new URL (served immutable). */
const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };

export const storedImagePath = '/uploads';

export function storedImageUrl(id: number, sha256: string, contentType: string): string {
  return `${storedImagePath}/${id}-${sha256.slice(0, 16)}.${extensions[contentType] ?? 'bin'}`;
}

/** The id and hash prefix of a stored image's URL file name, or undefined for anything else. */
export function parseStoredImageName(name: string): { id: number; hashPrefix: string } | undefined {
  const match = /^([1-9]\d{0,9})-([0-9a-f]{16})\.(png|jpg|svg)$/.exec(name);
  return match ? { id: Number(match[1]), hashPrefix: match[2]! } : undefined;
}
