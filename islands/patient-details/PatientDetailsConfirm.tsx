/**
 * The server's side of the patient-details warning (docs/product/contact.md#patient-details): a form sent
 * without JavaScript whose text looks like it holds patient details comes back with the visitor's text, this
 * warning under the field and a box to tick to send it anyway. The same markup patient-warning.ts makes.
 */
import { patientDetailsCopy } from '#content/patient-details.ts';
import { patientDetailsConfirmField, type PatientDetail } from '#shared/patient-details.ts';
import './patient-warning.css';

/** The id the field's aria-describedby names. */
export const patientWarningId = (fieldId: string) => `${fieldId}-phi-warning`;

export function PatientDetailsConfirm({ fieldId, kinds }: { fieldId: string; kinds: PatientDetail[] | undefined }) {
  if (!kinds || kinds.length === 0) return null;
  return (
    <>
      <p className="patient-details-warning" id={patientWarningId(fieldId)} role="alert" tabIndex={-1} autoFocus>
        {patientDetailsCopy.warning(kinds)}
      </p>
      <label className="patient-details-confirm">
        <input type="checkbox" name={patientDetailsConfirmField} value="yes" />
        <span>{patientDetailsCopy.confirm}</span>
      </label>
    </>
  );
}
