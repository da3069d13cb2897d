/** The guide tables' rows for the backup tests' site with a row in every table (backup-seed.ts): a guide with its PDF's bytes, and a confirmed request. */
import type { Database } from '#database/db.server.ts';
import { samplePdf } from './guides.ts';

export async function seedGuides(db: Database, at: (minute: number) => string, hostile: string): Promise<void> {
  const pdf = samplePdf('backup');
  await db('media_blobs').insert({ key: `guide-${'b'.repeat(40)}.pdf`, data: pdf });
  await db('guides').insert({
    id: 1,
    title: hostile.slice(0, 100).replace(/\n/g, ' '),
    description: hostile,
    pdf_key: `guide-${'b'.repeat(40)}.pdf`,
    pdf_bytes: pdf.length,
    file_name: 'checklist.pdf',
    cover_media_id: 1,
    cover_alt: hostile,
    cover_decorative: false,
    created_by: 1,
    created_at: at(50),
    updated_at: at(50),
  });
  await db('guide_requests').insert({
    id: 1,
    guide_id: 1,
    email: 'lead@example.com',
    full_name: hostile.slice(0, 100),
    company: 'Clinic',
    page: '/guides-page',
    token_hash: 'c'.repeat(64),
    expires_at: at(59),
    created_at: at(51),
    confirmed_at: at(52),
    contact_id: 1,
  });
}
