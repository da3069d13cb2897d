/** Asserts that the database refused a write (a constraint, a foreign key or a unique index). */
import { expect } from 'chai';

export async function expectRejected(write: PromiseLike<unknown>): Promise<void> {
  let failed = false;
  try {
    await write;
  } catch {
    failed = true;
  }
  expect(failed, 'the write was refused').to.equal(true);
}
