import { expect } from 'chai';
import type { Contact } from '#shared/contact-fields.ts';
import { contactsToCsv, csvCell } from '#server/contacts/contacts-csv.ts';

const contact: Contact = {
  id: 7,
  createdAt: '2026-11-21T06:00:00.000Z',
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  company: 'Riverside OB-GYN',
  phone: null,
  subject: 'Website contact',
  message: 'Hello',
  handledAt: null,
};

describe('Leads CSV', () => {
  it('starts with a header row and ends every record with CRLF', () => {
    expect(contactsToCsv([contact])).to.equal(
      'id,createdAt,fullName,email,company,phone,subject,message,handledAt\r\n' +
        '7,2026-11-21T06:00:00.000Z,Dana Whitfield,dana@example.com,Riverside OB-GYN,,Website contact,Hello,\r\n',
    );
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
