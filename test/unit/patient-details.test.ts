import { expect } from 'chai';
import { patientDetailsIn } from '#shared/patient-details.ts';

describe('patientDetailsIn (the forms warn before sending patient details)', () => {
  it('finds a date of birth after its label, in the usual spellings', () => {
    for (const text of [
      'Patient DOB 3/14/1962, denied twice',
      'date of birth: March 14, 1962',
      'd.o.b. 14 Mar 1962',
      'born on 1962-03-14',
      'Birthdate 03-14-62',
    ])
      expect(patientDetailsIn(text), text).to.deep.equal(['dateOfBirth']);
  });

  it('takes a full date from before 2010 for a date of birth even without a label', () => {
    expect(patientDetailsIn('Jane, 07/04/1958, claim denied')).to.deep.equal(['dateOfBirth']);
  });

  it('finds member, subscriber, policy and Medicare IDs', () => {
    for (const text of [
      'Her member ID is XJH123456789',
      'subscriber number: 00012345',
      'policy # W-448-22-901',
      'Medicare MBI 1EG4-TE5-MK73',
      'his number is 1EG4TE5MK73',
      'Medicaid ID 123456789',
    ])
      expect(patientDetailsIn(text), text).to.deep.equal(['memberId']);
  });

  it('finds a medical record number', () => {
    for (const text of ['MRN 00482913', 'medical record number: A-7781-02', 'chart # 55102', 'Patient ID 99812'])
      expect(patientDetailsIn(text), text).to.deep.equal(['medicalRecordNumber']);
  });

  it('finds a Social Security number', () => {
    expect(patientDetailsIn('SSN 123-45-6789')).to.deep.equal(['socialSecurityNumber']);
  });

  it('names each kind once, in a fixed order', () => {
    expect(patientDetailsIn('MRN 448812, DOB 1/2/1970, member id 99887766, DOB 2/3/1971')).to.deep.equal(['dateOfBirth', 'memberId', 'medicalRecordNumber']);
  });

  it('leaves a practice’s ordinary message alone', () => {
    for (const text of [
      '',
      'We are a 6-provider cardiology group in Ohio with about 1,200 claims a month and a 14% denial rate.',
      'Please call me at 555-123-4567 or (555) 123-4567 after 3 pm.',
      'Can we talk on 12/15/2026? Our AR over 120 days is $48,000.',
      'Our team checks insurance ID cards and member eligibility at every visit.',
      'We switched to Epic on 2024-03-01 and our group has 12 providers.',
      'Medicare and Medicaid are 60% of our payer mix; our NPI is on file.',
    ])
      expect(patientDetailsIn(text), text).to.deep.equal([]);
  });
});
