/** An archive that cannot be read or restored, with a reason worded for the operator. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}
