/** What the media library API tests call: uploads as the owner, the stored row counts, and a file with its bytes. */
import { type TestApp } from './app.ts';
import { uploadImage } from './media.ts';

export interface Variant {
  format: string;
  width: number;
  height: number;
  url: string;
}

export interface Media {
  id: number;
  url: string;
  fileName: string;
  format: string;
  width: number;
  height: number;
  alt: string;
  variants: Variant[];
  usedIn: { id: number; title: string; slug: string }[];
  altInPosts: { id: number; title: string; slug: string; status: string; alts: (string | null)[]; pendingChange: boolean }[];
}

/** The calls, for the app and owner session that `current` gives when a test runs. */
export function mediaCalls(current: () => { app: TestApp; owner: string }) {
  const upload = (data: Buffer, options: Parameters<typeof uploadImage>[3] = {}) => uploadImage(current().app.url, current().owner, data, options);
  const stored = async () => {
    const { db } = current().app;
    return {
      media: Number((await db('media').count({ n: '*' }).first())?.n),
      files: Number((await db('media_files').count({ n: '*' }).first())?.n),
      blobs: Number((await db('media_blobs').count({ n: '*' }).first())?.n),
    };
  };
  const fetchFile = async (url: string) => {
    const response = await fetch(`${current().app.url}${url}`);
    return { response, data: Buffer.from(await response.arrayBuffer()) };
  };
  return { upload, stored, fetchFile };
}
