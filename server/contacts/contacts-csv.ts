/**
 * Leads as CSV (RFC 4180: comma separated, CRLF line ends, fields quoted when
 * they hold a comma, quote or line break, quotes doubled). Cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) get a
 * leading apostrophe, so a visitor's text cannot become a formula in the
 * company's spreadsheet (OWASP, "CSV Injection").
 */
import type { Contact } from '#shared/contact-fields.ts';
import { annualCollectionsOf, isModelV2, type RateField } from '#shared/revenue-check.ts';
import { localIsoTime } from '#shared/site-day.ts';

/** A lead as exported: with its owner's user name. */
export type CsvLead = Contact & { ownerName: string | null };

type Column = [header: string, value: (lead: CsvLead, timeZone: string) => string | number | null];

const localTime = (iso: string | null, timeZone: string) => (iso === null ? null : localIsoTime(timeZone, Date.parse(iso)));

// Headers in words a spreadsheet user reads; times in the site's time zone, with the offset.
const columns: Column[] = [
  ['Lead number', (lead) => lead.id],
  ['Received', (lead, timeZone) => localTime(lead.createdAt, timeZone)],
  ['Status', (lead) => lead.status],
  ['Name', (lead) => lead.fullName],
  ['Email', (lead) => lead.email],
  ['Practice or organization', (lead) => lead.company],
  ['Phone', (lead) => lead.phone],
  ['Subject', (lead) => lead.subject],
  ['Message', (lead) => lead.message],
  ['Handled', (lead, timeZone) => localTime(lead.handledAt, timeZone)],
  ['Owner', (lead) => lead.ownerName],
  ['Follow-up date', (lead) => lead.followUpAt],
  ['Landing page', (lead) => lead.attribution.landingPage],
  ['Referring site', (lead) => lead.attribution.referrerHost],
  ['UTM source', (lead) => lead.attribution.utmSource],
  ['UTM medium', (lead) => lead.attribution.utmMedium],
  ['UTM campaign', (lead) => lead.attribution.utmCampaign],
  ['Sent from page', (lead) => lead.attribution.sentFrom],
  ...revenueCheckColumns(),
];

/**
 * The revenue check's inputs and figures (empty for other leads), as plain numbers a spreadsheet can sort and
 * add: whole dollars, percentages and days. A measure the visitor did not know reads "unknown" (the figures used
 * its median, which the lead's page shows).
 */
function revenueCheckColumns(): Column[] {
  const measure = (field: RateField) => (lead: CsvLead) => {
    if (!lead.revenueCheck) return null;
    return (lead.revenueCheck.inputs as Partial<Record<RateField, number | null>>)[field] ?? 'unknown';
  };
  const v2 = (lead: CsvLead) => (lead.revenueCheck && isModelV2(lead.revenueCheck) ? lead.revenueCheck : null);
  const part = (figure: 'yearly' | 'oneTime', key: string) => (lead: CsvLead) => {
    const parts = v2(lead)?.[figure].parts.flatMap((item) => [item, ...(item.ofWhich ?? [])]);
    return parts?.find((item) => item.key === key)?.amount ?? null;
  };
  return [
    ['Revenue check: model version', (lead) => lead.revenueCheck?.modelVersion ?? null],
    ['Revenue check: specialty', (lead) => lead.revenueCheck?.inputs.specialty ?? null],
    ['Revenue check: providers', (lead) => lead.revenueCheck?.inputs.providers ?? null],
    ['Revenue check: annual collections ($)', (lead) => (lead.revenueCheck ? annualCollectionsOf(lead.revenueCheck.inputs) : null)],
    ['Revenue check: denial rate (%)', measure('denialRate')],
    ['Revenue check: days in A/R', measure('daysInAR')],
    ['Revenue check: A/R over 90 days (%)', (lead) => (v2(lead) ? measure('arOver90')(lead) : null)],
    ['Revenue check: clean-claim rate (%)', measure('cleanClaimRate')],
    ['Revenue check: net collection rate (%)', measure('netCollectionRate')],
    ['Revenue check: recoverable each year ($)', (lead) => v2(lead)?.yearly.total ?? null],
    ['Revenue check: of which denied never reworked ($)', part('yearly', 'deniedNeverReworked')],
    ['Revenue check: cash freed once ($)', (lead) => v2(lead)?.oneTime.total ?? null],
    ['Revenue check: A/R over 90 days above benchmark ($)', part('oneTime', 'arOver90AboveBenchmark')],
    ['Revenue check: other A/R above benchmark ($)', part('oneTime', 'otherArAboveBenchmark')],
    ['Revenue check: model 1 total at stake ($)', (lead) => (lead.revenueCheck && !isModelV2(lead.revenueCheck) ? lead.revenueCheck.outputs.total : null)],
  ];
}

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function contactsToCsv(leads: CsvLead[], timeZone: string): string {
  const lines = [columns.map(([header]) => header).join(',')];
  for (const lead of leads) lines.push(columns.map(([, value]) => csvCell(value(lead, timeZone))).join(','));
  return lines.join('\r\n') + '\r\n';
}
