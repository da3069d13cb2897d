/**
 * Does a free-text field look like it holds a patient's details (docs/product/contact.md#patient-details)?
 * The contact form's message and the booking's note warn before sending when it does: the site is not the
 * place for protected health information. A heuristic, tuned to warn rather than to miss: a date of birth,
 * a member or insurance ID, a medical record number (MRN), a Social Security number. Pure: the browser
 * (the forms' scripts) and the server (the forms without JavaScript) run the same check.
 */

export type PatientDetail = 'dateOfBirth' | 'memberId' | 'medicalRecordNumber' | 'socialSecurityNumber';

/** An identifier after its label: a run of 4 or more letters, digits or dashes holding at least 3 digits. */
const identifier = String.raw`[:#\s-]*(?:is|no\.?|number|num|#)?[:#\s]*(?=[A-Z0-9-]*\d[A-Z0-9-]*\d[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{3,}`;

/** A full date: 3/14/1962, 03-14-62, 1962-03-14, March 14, 1962, 14 March 1962. */
const months = 'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const fullDate = String.raw`(?:\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b|\b\d{4}-\d{1,2}-\d{1,2}\b|\b(?:${months})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b|\b\d{1,2}\s+(?:${months})\.?,?\s+\d{4}\b)`;

const checks: [PatientDetail, RegExp][] = [
  // "DOB 3/14/1962", "date of birth: March 14, 1962", "born 1962-03-14"
  ['dateOfBirth', new RegExp(String.raw`\b(?:d\.?\s?o\.?\s?b\b\.?|date\s+of\s+birth\b|birth\s*date\b|birthday\b|born(?:\s+on)?\b)[\s:#-]*${fullDate}`, 'i')],
  // A full date whose year is before 2010: not a call or a billing date, likely someone's birth.
  ['dateOfBirth', /\b\d{1,2}[/.-]\d{1,2}[/.-](?:19\d{2}|200\d)\b|\b(?:19\d{2}|200\d)-\d{1,2}-\d{1,2}\b/],
  [
    'memberId',
    new RegExp(
      String.raw`\b(?:member|subscriber|policy(?:holder)?|insurance|insured|medicaid|medicare|beneficiary|group|plan|health\s*plan)(?:\s+(?:id|identification|number|no\.?|#))+${identifier}`,
      'i',
    ),
  ],
  ['memberId', new RegExp(String.raw`\b(?:MBI|HICN|member\s*#|ID\s*card)${identifier}`, 'i')],
  // A Medicare Beneficiary Identifier's own shape: 1EG4-TE5-MK73.
  ['memberId', /\b[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}\b/],
  [
    'medicalRecordNumber',
    new RegExp(
      String.raw`\b(?:MRN|medical\s+record(?:\s+(?:number|no\.?|#))?|chart\s+(?:number|no\.?|#)|patient\s+(?:id|number|no\.?|#|account))${identifier}`,
      'i',
    ),
  ],
  ['socialSecurityNumber', /\b(?:SSN|social\s+security(?:\s+(?:number|no\.?|#))?)\b[\s:#-]*\d{3}-?\d{2}-?\d{4}\b|\b\d{3}-\d{2}-\d{4}\b/i],
];

/** The kinds of patient detail `text` seems to hold, each once, in a fixed order; empty when none. */
export function patientDetailsIn(text: string): PatientDetail[] {
  const found = new Set<PatientDetail>();
  for (const [kind, pattern] of checks) if (pattern.test(text)) found.add(kind);
  return [...found];
}

/** The form field a visitor ticks (no JavaScript) to send text that holds what looks like patient details. */
export const patientDetailsConfirmField = 'confirmPatientDetails';
