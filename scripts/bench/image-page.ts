/**
 * The Lighthouse page of the page editor's images (docs/product/pages.md#images): a new published page with a
 * hero image, an image-and-text section and rich text holding an image, uploaded through the media API as a
 * marketer's own (photos made by `twelveMegapixelPhoto`, so the encoders have real work).
 */
import { sectionKinds, type SectionType } from '#shared/page-sections/index.ts';
import { twelveMegapixelPhoto } from '../bench-media.ts';

export const imagePagePath = '/specialties/bench-image-page';

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

async function upload(origin: string, cookie: string, seed: number, alt: string): Promise<Uploaded> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', new Blob([new Uint8Array(await twelveMegapixelPhoto(seed, 2400, 1600))], { type: 'image/jpeg' }), `page-photo-${seed}.jpg`);
  const response = await fetch(`${origin}/api/admin/media`, { method: 'POST', headers: { cookie, origin }, body: form });
  const body = (await response.json()) as Uploaded | { error?: string };
  if (response.status !== 201 || !('id' in body)) throw new Error(`uploading photo ${seed} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const section = (type: SectionType, id: string, fields: Record<string, unknown>) => ({ ...(sectionKinds[type].example() as object), id, ...fields });

/** Uploads three 2400x1600 photos and publishes the page at `imagePagePath`. */
export async function publishImagePage(origin: string, cookie: string): Promise<void> {
  const alts = ['A practice manager reviewing the day’s claims', 'A billing specialist on a call with a payer', 'A chart of clean claims rising'];
  const [hero, side, inline] = [
    await upload(origin, cookie, 11, alts[0]!),
    await upload(origin, cookie, 12, alts[1]!),
    await upload(origin, cookie, 13, alts[2]!),
  ];
  const paragraph = '<p>Global obstetric packages, split billing when care moves between practices, and clean claims the first time.</p>';
  const sections = [
    section('hero', 'hero', { heading: 'OB-GYN Revenue Cycle Management', image: { mediaId: hero!.id, alt: alts[0] } }),
    section('imageText', 'how', { heading: 'How we work with your team', html: paragraph.repeat(2), image: { mediaId: side!.id, alt: alts[1] } }),
    section('richText', 'detail', {
      html: `<h2>What changes in the first month</h2>${paragraph.repeat(3)}<figure class="image-column"><img src="${inline!.url}" alt="${alts[2]}" width="${inline!.width}" height="${inline!.height}" /><figcaption>Clean claims, month by month.</figcaption></figure>${paragraph}`,
    }),
    section('contact', 'contact', {}),
  ];
  const created = await fetch(`${origin}/api/admin/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({
      path: imagePagePath,
      title: 'OB-GYN Billing',
      metaDescription: 'Revenue cycle management for OB-GYN practices.',
      sections,
      status: 'published',
    }),
  });
  if (created.status !== 201) throw new Error(`creating the image page answered ${created.status}: ${await created.text()}`);
}

/** As a command, against a running site: `node scripts/bench/image-page.ts <origin> <username> <password>`. */
if (import.meta.main) {
  const [origin = 'http://127.0.0.1:3201', username = '', password = ''] = process.argv.slice(2);
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  await publishImagePage(
    origin,
    login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  );
}
