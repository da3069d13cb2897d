/** The revenue check's example practice (docs/product/revenue-check.md#the-example) and its figures. */
export const exampleInputs = {
  specialty: 'ob-gyn',
  providers: 4,
  collections: 2_400_000,
  collectionsPeriod: 'annual',
  denialRate: 12,
  daysInAR: 48,
  cleanClaimRate: 88,
  netCollectionRate: 94,
};
export const exampleOutputs = { deniedNeverReworked: 187_200, arBeyondTarget: 118_356, collectionShortfall: 127_660, total: 433_216 };
