import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { securityPath, withRoleTable } from '#scripts/role-table.ts';
import { roleTableMarkdown } from '#shared/roles.ts';

describe('SECURITY.md role table', () => {
  it('is the table generated from shared/roles.ts (run `node scripts/role-table.ts --write` after changing a permission)', () => {
    const text = readFileSync(securityPath, 'utf8');
    expect(text).to.include(roleTableMarkdown());
    expect(withRoleTable(text)).to.equal(text);
  });

  it('says yes for exactly the roles the server allows', () => {
    expect(roleTableMarkdown()).to.include('| Delete leads (`leads.delete`) | yes | — | — | — |');
    expect(roleTableMarkdown()).to.include('| See leads and export them as CSV (`leads.read`) | yes | yes | — | yes |');
  });
});
