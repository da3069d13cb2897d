import { expect } from 'chai';
import { contactsToCsv, csvCell, type CsvLead } from '#server/contacts/contacts-csv.ts';
import { benchmarkRows, labelledFigures } from '#content/revenue-check.ts';
import {
  computeRevenueCheck,
  defaultRevenueCheckAssumptions,
  type RevenueCheckInputs,
  type StoredRevenueCheckV1,
  type StoredRevenueCheckV2,
} from '#shared/revenue-check.ts';
import { exampleInputs, modelOneCheck } from '../helpers/revenue-check.ts';

const contact: CsvLead = {
  id: 7,
  createdAt: '2026-11-21T06:00:00.000Z',
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  company: 'Riverside OB-GYN',
  phone: null,
  subject: 'Website contact',
  message: 'Hello',
  handledAt: null,
  status: 'qualified',
  ownerId: 3,
  ownerName: 'morgan',
  followUpAt: '2026-12-01',
  attribution: {
    landingPage: '/services/denial-management',
    referrerHost: 'google.com',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'fall',
    sentFrom: '/',
  },
  revenueCheck: null,
  guide: null,
  firstResponseAt: null,
  responseSeconds: null,
  responseDueAt: null,
  overdue: false,
};

describe('Leads CSV', () => {
  it('starts with a header row in words and ends every record with CRLF', () => {
    expect(contactsToCsv([contact], 'America/New_York')).to.equal(
      'Lead number,Received,Status,Name,Email,Practice or organization,Phone,Subject,Message,Handled,Owner,Follow-up date,' +
        'Landing page,Referring site,UTM source,UTM medium,UTM campaign,Sent from page,' +
        'Revenue check: model version,Revenue check: specialty,Revenue check: providers,Revenue check: annual collections ($),' +
        'Revenue check: denial rate (%),Revenue check: days in A/R,Revenue check: A/R over 90 days (%),' +
        'Revenue check: clean-claim rate (%),Revenue check: net collection rate (%),' +
        'Revenue check: recoverable each year ($),Revenue check: of which denied never reworked ($),Revenue check: cash freed once ($),' +
        'Revenue check: A/R over 90 days above benchmark ($),Revenue check: other A/R above benchmark ($),' +
        'Revenue check: model 1 total at stake ($)\r\n' +
        '7,2026-11-21T01:00:00-05:00,qualified,Dana Whitfield,dana@example.com,Riverside OB-GYN,,Website contact,Hello,,morgan,2026-12-01,' +
        '/services/denial-management,google.com,newsletter,email,fall,/,,,,,,,,,,,,,,,\r\n',
    );
  });

  it('carries the revenue check inputs and both figures with their parts as plain numbers, "unknown" for a measure not known', () => {
    const inputs: RevenueCheckInputs = { ...exampleInputs, cleanClaimRate: null };
    const result = computeRevenueCheck(inputs, defaultRevenueCheckAssumptions);
    const revenueCheck: StoredRevenueCheckV2 = {
      modelVersion: 2,
      inputs,
      ...labelledFigures(result, defaultRevenueCheckAssumptions),
      benchmarks: benchmarkRows(result, defaultRevenueCheckAssumptions),
      assumptions: defaultRevenueCheckAssumptions,
    };
    const row = contactsToCsv([{ ...contact, revenueCheck }], 'America/New_York').split('\r\n')[1]!;
    expect(row.split(',').slice(-15)).to.deep.equal([
      '2',
      'ob-gyn',
      '6',
      '5400000',
      '12',
      '48',
      'unknown',
      'unknown',
      '93',
      '348387',
      '298618',
      '266301',
      '56811',
      '209490',
      '',
    ]);
  });

  it('keeps a model 1 lead’s total in its own column, the new figures empty', () => {
    const revenueCheck: StoredRevenueCheckV1 = { ...modelOneCheck, modelVersion: 1 };
    const row = contactsToCsv([{ ...contact, revenueCheck }], 'America/New_York').split('\r\n')[1]!;
    expect(row.split(',').slice(-15)).to.deep.equal(['1', 'ob-gyn', '4', '2400000', '12', '48', '', '88', '94', '', '', '', '', '', '433216']);
  });

  it('writes times in the site time zone with its offset, summer and winter', () => {
    const summer = { ...contact, createdAt: '2026-07-01T16:30:00.000Z', handledAt: '2026-07-02T09:05:00.000Z' };
    const row = contactsToCsv([summer], 'America/New_York').split('\r\n')[1]!;
    expect(row).to.match(/^7,2026-07-01T12:30:00-04:00,/);
    expect(row).to.include(',2026-07-02T05:05:00-04:00,');
    expect(contactsToCsv([summer], 'Asia/Kolkata').split('\r\n')[1]).to.match(/^7,2026-07-01T22:00:00\+05:30,/);
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Smith, Jones & Co')).to.equal('"Smith, Jones & Co"');
    expect(csvCell('She said "hi"')).to.equal('"She said ""hi"""');
    expect(csvCell('line one\r\nline two')).to.equal('"line one\r\nline two"');
    expect(csvCell('line one\nline two')).to.equal('"line one\nline two"');
    expect(csvCell('plain')).to.equal('plain');
  });

  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    it(`defuses a cell starting with ${JSON.stringify(start)}`, () => {
      const cell = csvCell(`${start}HYPERLINK("http://evil.example")`);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
      expect(unquoted).to.equal(`'${start}HYPERLINK("http://evil.example")`);
    });
  }

  it('leaves numbers and empty values alone', () => {
    expect(csvCell(42)).to.equal('42');
    expect(csvCell(null)).to.equal('');
  });
});
