/**
 * The follow-up sequences' admin endpoints, for the role check (role-endpoints.ts), and what each role's run works
 * on: its own sequence (looked at, saved, previewed, tested, deleted) and its lead in that sequence (taken out).
 */
import { enrol } from '#database/sequence-enrolments.server.ts';
import { insertSequence } from '#database/sequences.server.ts';
import { can, type Role } from '#shared/roles.ts';
import { signIn, testAdmin, type TestApp } from './app.ts';
import { admin } from './subscriptions.ts';
import type { Endpoint } from './role-endpoints.ts';

type SequenceEndpoint = Omit<Endpoint, 'path' | 'body'> & { path: (f: SequenceFixtures) => string; body?: () => unknown };

export interface SequenceFixtures {
  sequenceId: number;
  enrolmentId: number;
  /** The address of a built preview for the role's own frame (a role that may not preview has none). */
  previewFrame: string;
}

export const sequenceBody = {
  name: 'After a missed call',
  trigger: 'no-show',
  steps: [{ delayMinutes: 60, subject: 'Sorry we missed you', html: '<p>Shall we find another time?</p>' }],
  active: true,
};

const email = () => ({ subject: 'Hello', html: '<p>Hi</p>' });

export async function sequenceFixtures(app: TestApp, role: string, userId: number, leadId: number): Promise<SequenceFixtures> {
  const now = new Date().toISOString();
  // The test send goes to the user's own address.
  await app
    .db('users')
    .where({ id: userId })
    .update({ email: `${role}-user@example.com` });
  const sequenceId = await insertSequence(app.db, { ...sequenceBody, trigger: 'no-show', name: `Of ${role}`, untilBooked: false, ownerAsSender: false }, now);
  const contact = (await app.db('contacts').where({ id: leadId }).first('email')) as { email: string };
  await enrol(app.db, 'no-show', { email: contact.email, contactId: leadId }, now);
  const enrolment = (await app.db('sequence_enrolments').where({ sequence_id: sequenceId }).first('id')) as { id: number };
  const previewFrame = can(role as Role, 'sequences.manage')
    ? ((await admin(app, await signIn(app, `${role}-user`, testAdmin.password), 'POST', '/sequences/preview', email())).body as { frame: string }).frame
    : '/api/admin/sequences/preview/none';
  return { sequenceId, enrolmentId: enrolment.id, previewFrame };
}

export const sequenceEndpoints: SequenceEndpoint[] = [
  { method: 'GET', route: '/admin/sequences', path: () => '/api/admin/sequences', permission: 'sequences.manage' },
  { method: 'POST', route: '/admin/sequences', path: () => '/api/admin/sequences', body: () => sequenceBody, permission: 'sequences.manage' },
  { method: 'POST', route: '/admin/sequences/preview', path: () => '/api/admin/sequences/preview', body: email, permission: 'sequences.manage' },
  { method: 'POST', route: '/admin/sequences/test', path: () => '/api/admin/sequences/test', body: email, permission: 'sequences.manage' },
  { method: 'GET', route: '/admin/sequences/preview/:token', path: (f) => `${f.previewFrame}?theme=dark`, permission: 'sequences.manage' },
  { method: 'GET', route: '/admin/sequences/:id', path: (f) => `/api/admin/sequences/${f.sequenceId}`, permission: 'sequences.manage' },
  {
    method: 'PUT',
    route: '/admin/sequences{/:id}',
    path: (f) => `/api/admin/sequences/${f.sequenceId}`,
    body: () => sequenceBody,
    permission: 'sequences.manage',
  },
  {
    method: 'POST',
    route: '/admin/contacts/:id/sequences/:enrolmentId/remove',
    path: (f) => `/api/admin/contacts/${(f as SequenceFixtures & { leadId: number }).leadId}/sequences/${f.enrolmentId}/remove`,
    permission: 'leads.update',
  },
  { method: 'DELETE', route: '/admin/sequences{/:id}', path: (f) => `/api/admin/sequences/${f.sequenceId}`, permission: 'sequences.manage' },
];
