/**
 * An audit entry in words for the viewer: the details as "Label: value" phrases (never the recorded keys, which are
 * API field names), and who acted, the scheduler included. Old entries read right too: an `ownerId` becomes
 * "user #N", and a scheduled publish (recorded with no actor and `scheduled: true`) names the scheduler.
 */
import { auditDetailLabels, auditValueWords, auditWords } from '#content/audit-wording.ts';
import type { AuditEntry } from '#shared/audit-actions.ts';
import { siteTime } from '../site-time.ts';

/** `companyName` → "company name", `lead-routing` → "lead routing". */
export function inWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

function valueInWords(key: string, value: unknown, timeZone: string): string {
  if (key === 'followUpSet') return value ? auditWords.followUpSet : auditWords.followUpCleared;
  if (key === 'owner' && value === null) return auditWords.nobody;
  if (key === 'ownerId') return value === null ? auditWords.nobody : auditWords.userNumber(value);
  if (key === 'publishAt' && typeof value === 'string') return siteTime(value, timeZone);
  if (typeof value === 'boolean') return value ? auditWords.yes : auditWords.no;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? inWords(item) : String(item))).join(', ');
  if (typeof value === 'string') return auditValueWords[value] ?? value;
  return String(value);
}

export function describeDetails(details: Record<string, unknown> | null, timeZone: string): string {
  if (!details) return '';
  const phrases: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (value === undefined) continue;
    if (key === 'scheduled') {
      if (value === true) phrases.push(auditWords.scheduled);
      continue;
    }
    const label = auditDetailLabels[key] ?? inWords(key).replace(/^./, (first) => first.toUpperCase());
    phrases.push(`${label}: ${valueInWords(key, value, timeZone)}`);
  }
  return phrases.join('; ');
}

/** The scheduler publishes without a person: such entries name it rather than "not signed in". */
export function actorOf(entry: Pick<AuditEntry, 'actor' | 'details'>, anonymous: string): string {
  if (entry.actor !== null) return entry.actor;
  return entry.details?.scheduled === true ? auditWords.scheduler : anonymous;
}
