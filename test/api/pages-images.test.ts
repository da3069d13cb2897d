/**
 * Images of the media library in marketing pages (docs/product/pages.md#images, docs/product/api.md#pages): an
 * image field is {mediaId, alt, decorative?}; a publish needs alt text or decorative on each chosen image, a
 * save an image the library has; public pages draw it with AVIF and WebP srcsets, width and height, lazy below
 * the opening section.
 */
import { expect } from 'chai';
import { testDatabaseKind } from '../helpers/database.ts';
import { photo, uploadImage } from '../helpers/media.ts';
import { pageCalls, section, usePagesApp, type PagesApi } from '../helpers/pages-api.ts';

let api: PagesApi;
const { call, create, html } = pageCalls(() => api);

async function uploadedImage(width: number, height: number, alt = ''): Promise<{ id: number; url: string }> {
  const answer = await uploadImage(api.app.url, api.owner, await photo(width, height).jpeg().toBuffer(), { alt });
  expect(answer.status, answer.text).to.equal(201);
  return answer.body as { id: number; url: string };
}
const uploaded = async (width: number, height: number, alt = ''): Promise<number> => (await uploadedImage(width, height, alt)).id;

/** A page header with `headerImage`, an image and text section with `image`, and the contact form. */
const pageWith = (headerImage: Record<string, unknown> | undefined, image: Record<string, unknown>) => [
  section('pageHeader', 'header', { heading: 'OB-GYN Billing', ...(headerImage ? { image: headerImage } : {}) }),
  section('imageText', 'visit', { heading: 'A clinic visit, billed right', html: '<p>Global packages and split billing.</p>', image }),
  section('contact', 'contact'),
];

describe(`Images in marketing pages (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('saves a draft with an image lacking alt text, refuses its publish naming sections.1.image.alt, and publishes it once described', async () => {
    const photoId = await uploaded(1600, 1000);
    const draft = await create({ path: '/specialties/ob-gyn-images', title: 'OB-GYN', sections: pageWith(undefined, { mediaId: photoId, alt: '' }) });
    expect(draft.sections[1]).to.deep.include({ image: { mediaId: photoId, alt: '' } });

    const refused = await call('PUT', `/api/admin/pages/${draft.id}`, { status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.include({
      field: 'sections.1.image.alt',
      message: 'Image: describe the image in its alt text, or mark it decorative.',
    });
    expect((await call('GET', '/specialties/ob-gyn-images')).status, 'nothing went live').to.equal(404);

    const sections = pageWith({ mediaId: photoId, alt: '', decorative: true }, { mediaId: photoId, alt: 'A doctor talks a patient through her bill' });
    const published = await call('PUT', `/api/admin/pages/${draft.id}`, { sections, status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(published.status, published.text).to.equal(200);
  });

  it('draws the images with AVIF and WebP srcsets, width and height; the header image first, the section image lazy', async () => {
    const photoId = await uploaded(1600, 1000);
    const sections = pageWith({ mediaId: photoId, alt: 'The practice’s front desk' }, { mediaId: photoId, alt: 'A billing specialist at work' });
    await create({ path: '/specialties/pictures', title: 'Pictures', sections, status: 'published' });
    const page = await html('/specialties/pictures');
    const pictures = [...page.matchAll(/<picture class="page-image[^"]*">([\s\S]*?)<\/picture>/g)].map((match) => match[1]!);
    expect(pictures).to.have.length(2);
    for (const picture of pictures) {
      expect(picture).to.match(
        /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{20}\.avif 480w, \/media\/[0-9a-f]{20}\.avif 960w, \/media\/[0-9a-f]{20}\.avif 1600w"/,
      );
      expect(picture).to.match(/<source type="image\/webp" srcSet="[^"]*\.webp 480w[^"]*"/);
      expect(picture).to.match(/ width="1600" height="1000"/);
    }
    expect(pictures[0]).to.include('alt="The practice’s front desk"').and.to.include('fetchPriority="high"').and.not.to.include('loading="lazy"');
    expect(pictures[1]).to.include('alt="A billing specialist at work"').and.to.include('loading="lazy"');
  });

  it('gives a decorative image an empty alt, and refuses the publish of a required image left unchosen', async () => {
    const photoId = await uploaded(800, 600, 'The library’s own words');
    const sections = pageWith({ mediaId: photoId, alt: 'Ignored when decorative', decorative: true }, { mediaId: photoId, alt: 'Shown' });
    await create({ path: '/specialties/decorative', title: 'Decorative', sections, status: 'published' });
    expect(await html('/specialties/decorative')).to.match(/<img [^>]*alt=""[^>]*width="800" height="600"/);

    const empty = await create({ path: '/specialties/unchosen', title: 'Unchosen', sections: pageWith(undefined, { mediaId: null, alt: '' }) });
    const refused = await call('PUT', `/api/admin/pages/${empty.id}`, { status: 'published', ifUpdatedAt: empty.updatedAt });
    expect(refused.body.errors).to.deep.include({ field: 'sections.1.image.mediaId', message: 'Image: choose an image.' });
  });

  it('refuses an image the library does not have, and malformed image fields, with 400 at the field, writing nothing', async () => {
    const before = Number((await api.app.db('site_pages').count({ n: '*' }).first())?.n);
    const missing = await call('POST', '/api/admin/pages', {
      path: '/specialties/missing',
      title: 'Missing',
      sections: pageWith(undefined, { mediaId: 987654, alt: 'x' }),
    });
    expect(missing.status).to.equal(400);
    expect(missing.body.errors).to.deep.include({
      field: 'sections.1.image.mediaId',
      message: 'That image is not in the media library any more: choose another.',
    });
    for (const image of [
      { mediaId: 'one', alt: '' },
      { mediaId: 1.5, alt: '' },
      { mediaId: 1, alt: 3 },
      { src: '/x.png', alt: '' },
      { mediaId: 1, alt: '', extra: 1 },
      'image',
    ]) {
      const answer = await call('POST', '/api/admin/pages', {
        path: '/specialties/malformed',
        title: 'Malformed',
        sections: pageWith(undefined, image as Record<string, unknown>),
      });
      expect(answer.status, JSON.stringify(image)).to.equal(400);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).to.include('sections.1.image');
    }
    const long = await call('POST', '/api/admin/pages', {
      path: '/specialties/long-alt',
      title: 'Long',
      sections: pageWith(undefined, { mediaId: null, alt: 'a'.repeat(201) }),
    });
    expect(long.body.errors).to.deep.include({ field: 'sections.1.image.alt', message: 'Alt text must be at most 200 characters.' });
    expect(Number((await api.app.db('site_pages').count({ n: '*' }).first())?.n)).to.equal(before);
  });

  it('keeps library images in rich text, refuses a publish with one undescribed, and draws each as a lazy picture', async () => {
    const { url } = await uploadedImage(1200, 800, 'The library’s words');
    const figure = (alt: string) => `<figure class="image-column"><img src="${url}"${alt} width="1200" height="800" /></figure>`;
    const text = (alt: string) =>
      `<h2>At the front desk</h2><p>Eligibility is checked before the visit.</p>${figure(alt)}<img src="https://tracker.example/x.png" alt="x" />`;
    const sections = (alt: string) => [
      section('pageHeader', 'header', { heading: 'Front Desk' }),
      section('richText', 'text', { html: text(alt) }),
      section('contact', 'contact'),
    ];
    const draft = await create({ path: '/specialties/rich-images', title: 'Rich images', sections: sections('') });
    expect(draft.sections[1]!.html, 'kept, the foreign image removed').to.equal(
      `<h2>At the front desk</h2><p>Eligibility is checked before the visit.</p>${figure('')}`,
    );

    const refused = await call('PUT', `/api/admin/pages/${draft.id}`, { status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.include({
      field: 'sections.1.html',
      message: 'Text: an image has no alt text. Describe it in its alt text, or mark it decorative.',
    });

    const published = await call('PUT', `/api/admin/pages/${draft.id}`, {
      sections: sections(' alt="A patient checks in"'),
      status: 'published',
      ifUpdatedAt: draft.updatedAt,
    });
    expect(published.status, published.text).to.equal(200);
    const page = await html('/specialties/rich-images');
    expect(page).to.match(/<figure class="image-column"><picture><source type="image\/avif" srcset="[^"]*\.avif 480w[^"]*" sizes="[^"]+" \/>/);
    expect(page).to.match(
      /<img src="\/media\/[0-9a-f]{20}\.jpg" srcset="[^"]+" sizes="[^"]+" alt="A patient checks in" width="1200" height="800" loading="lazy"/,
    );
    expect(page).not.to.include('tracker.example');
  });
});

describe(`Logo strips of library images (${testDatabaseKind})`, () => {
  usePagesApp((started) => (api = started));

  it('publishes a logo strip only with each logo described or decorative, refuses a logo the library lacks, and draws them lazy with width and height', async () => {
    const [wide, square] = [await uploaded(1200, 400), await uploaded(600, 600)];
    const strip = (logos: unknown) => [
      section('pageHeader', 'header', { heading: 'Specialty billing' }),
      section('richText', 'intro', { html: '<p>Practices we work with.</p>' }),
      section('logoStrip', 'clients', { heading: 'Practices that work with us', logos }),
    ];
    const draft = await create({
      path: '/specialties/logo-strip',
      title: 'Logos',
      sections: strip([
        { mediaId: wide, alt: 'Lakeside OB-GYN' },
        { mediaId: square, alt: '' },
      ]),
    });
    const refused = await call('PUT', `/api/admin/pages/${draft.id}`, { status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors).to.deep.equal([
      { field: 'sections.2.logos.1.alt', message: 'Logo: describe the image in its alt text, or mark it decorative.' },
    ]);

    const missing = await call('PUT', `/api/admin/pages/${draft.id}`, {
      sections: strip([
        { mediaId: wide, alt: 'Lakeside' },
        { mediaId: 987654, alt: 'Gone' },
      ]),
      ifUpdatedAt: draft.updatedAt,
    });
    expect(missing.status).to.equal(400);
    expect(missing.body.errors).to.deep.include({
      field: 'sections.2.logos.1.mediaId',
      message: 'That image is not in the media library any more: choose another.',
    });
    const none = await call('PUT', `/api/admin/pages/${draft.id}`, { sections: strip([]), status: 'published', ifUpdatedAt: draft.updatedAt });
    expect(none.body.errors).to.deep.include({ field: 'sections.2.logos', message: 'Logos: at least 1.' });
    for (const logos of ['logos', [{ mediaId: wide }], [{ src: '/x.png', alt: 'x' }], Array.from({ length: 25 }, () => ({ mediaId: wide, alt: 'x' }))]) {
      const answer = await call('PUT', `/api/admin/pages/${draft.id}`, { sections: strip(logos), ifUpdatedAt: draft.updatedAt });
      expect(answer.status, JSON.stringify(logos).slice(0, 80)).to.equal(400);
      expect(answer.body.errors[0].field).to.match(/^sections\.2\.logos(\.0)?$/);
    }

    const published = await call('PUT', `/api/admin/pages/${draft.id}`, {
      sections: strip([
        { mediaId: wide, alt: 'Lakeside OB-GYN' },
        { mediaId: square, alt: '', decorative: true },
      ]),
      status: 'published',
      ifUpdatedAt: draft.updatedAt,
    });
    expect(published.status, published.text).to.equal(200);
    const page = await html('/specialties/logo-strip');
    expect(page).to.match(/<h2[^>]*>Practices that work with us<\/h2>/);
    expect(page).to.match(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{20}\.avif 480w[^"]*" sizes="160px"/);
    expect(page).to.match(/<img [^>]*alt="Lakeside OB-GYN" width="1200" height="400" loading="lazy"/);
    expect(page).to.match(/<img [^>]*alt="" width="600" height="600" loading="lazy"/);
  });
});
