// https://vike.dev/data
// The lead itself loads in the browser (LeadPage calls the API); the page only checks that the id is one.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';

export type Data = { leadId: number };

export function data(pageContext: PageContextServer): Data {
  const raw = pageContext.routeParams.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > Number.MAX_SAFE_INTEGER) throw render(404);
  return { leadId: Number(raw) };
}
