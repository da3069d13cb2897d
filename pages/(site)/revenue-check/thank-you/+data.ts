// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { revenueCheckData, type RevenueCheckData } from '../revenue-check-data.server.ts';

export type Data = RevenueCheckData;

export function data(pageContext: PageContextServer): Promise<Data> {
  return revenueCheckData(pageContext);
}
