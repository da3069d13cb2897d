import { expect } from 'chai';
import { steppedOption } from '#islands/dashboard/listbox-option.ts';

describe('A combobox’s active option under the arrow keys', () => {
  it('takes the first on ArrowDown and the last on ArrowUp from none, and goes round the ends', () => {
    expect(steppedOption(-1, 'ArrowDown', 3)).to.equal(0);
    expect(steppedOption(-1, 'ArrowUp', 3)).to.equal(2);
    expect(steppedOption(0, 'ArrowDown', 3)).to.equal(1);
    expect(steppedOption(2, 'ArrowDown', 3)).to.equal(0);
    expect(steppedOption(0, 'ArrowUp', 3)).to.equal(2);
    expect(steppedOption(1, 'ArrowUp', 3)).to.equal(0);
  });
});
