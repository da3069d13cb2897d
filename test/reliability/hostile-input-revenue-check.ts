/** The revenue check's endpoints for the hostile-input suite (listed in hostile-input.ts's `endpoints`). */
import type { Endpoint } from './hostile-input.ts';

export const revenueCheckEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/revenue-check/analysis',
    encoding: 'form',
    admin: false,
    validBody: (tag) => ({
      fullName: `Hostile Tester ${tag}`,
      email: `hostile-${tag}@example.com`,
      company: `Clinic ${tag}`,
      providers: '4',
      collections: '2400000',
    }),
    textFields: ['fullName', 'company', 'phone', 'bestTime', 'collections', 'denialRate', 'arOver90'],
  },
  {
    method: 'POST',
    path: '/api/revenue-check',
    encoding: 'json',
    admin: false,
    validBody: () => ({ providers: 4, collections: 2400000 }),
    textFields: ['specialty', 'collectionsPeriod'],
  },
  { method: 'GET', path: '/api/admin/revenue-check', encoding: 'json', admin: true },
];
