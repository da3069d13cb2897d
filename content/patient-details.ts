// The warning of the contact form's message and the booking's note when they look like they hold patient
// details (shared/patient-details.ts; docs/product/contact.md#patient-details).
import type { PatientDetail } from '#shared/patient-details.ts';

const kindNames: Record<PatientDetail, string> = {
  dateOfBirth: 'a date of birth',
  memberId: 'a member or insurance ID',
  medicalRecordNumber: 'a medical record number',
  socialSecurityNumber: 'a Social Security number',
};

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

export const patientDetailsCopy = {
  warning: (kinds: PatientDetail[]) =>
    `This looks like it holds ${list(kinds.map((kind) => kindNames[kind]))}. Please take out any patient details: this form is not the place for patient health information. If it holds none, send it anyway.`,
  sendAnyway: 'Send anyway',
  bookAnyway: 'Book anyway',
  confirm: 'It holds no patient details: send it anyway',
} as const;
