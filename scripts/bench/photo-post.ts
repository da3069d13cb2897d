/**
 * The Lighthouse page of the image goals: a published post with a cover image and three photos in its
 * text, uploaded through the media API like a writer's own. The photos are made here with sharp
 * (`twelveMegapixelPhoto`: a gradient of its own colour, shapes and fine noise), so encoders have real work.
 */
import { twelveMegapixelPhoto } from '../bench-media.ts';

export const photoPostSlug = 'bench-photo-post';

interface Uploaded {
  id: number;
  url: string;
  width: number;
  height: number;
}

async function upload(origin: string, cookie: string, photo: Buffer, name: string, alt: string): Promise<Uploaded> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  const response = await fetch(`${origin}/api/admin/media`, { method: 'POST', headers: { cookie, origin }, body: form });
  const body = (await response.json()) as Uploaded | { error?: string };
  if (response.status !== 201 || !('id' in body)) throw new Error(`uploading ${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Uploads four 2400x1600 photos and publishes the post: the first is its cover, the others sit between paragraphs. */
export async function publishPhotoPost(origin: string, cookie: string): Promise<void> {
  const alts = ['A front desk at the start of the day', 'Claims sorted by payer', 'A billing team reviewing denials', 'A chart of days in A/R falling'];
  const uploaded: Uploaded[] = [];
  for (const [index, alt] of alts.entries())
    uploaded.push(await upload(origin, cookie, await twelveMegapixelPhoto(index, 2400, 1600), `photo-${index + 1}.jpg`, alt));
  const paragraph = '<p>Clean claims start before the visit: verify <strong>eligibility</strong>, capture charges the same day and follow up on denials.</p>';
  const figure = (image: Uploaded, alt: string) =>
    `<figure class="image-column"><img src="${image.url}" alt="${alt}" width="${image.width}" height="${image.height}" /><figcaption>${alt}.</figcaption></figure>`;
  const content = [
    paragraph.repeat(4),
    figure(uploaded[1]!, alts[1]!),
    paragraph.repeat(4),
    figure(uploaded[2]!, alts[2]!),
    paragraph.repeat(4),
    figure(uploaded[3]!, alts[3]!),
    paragraph.repeat(2),
  ].join('');
  const created = await fetch(`${origin}/api/admin/blog`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({
      title: 'A post with photos',
      slug: photoPostSlug,
      excerpt: 'A cover and three photos',
      content,
      coverImageId: uploaded[0]!.id,
      published: true,
    }),
  });
  if (created.status !== 201) throw new Error(`creating the photo post answered ${created.status}: ${await created.text()}`);
}
