// https://vike.dev/Page: the revenue check (docs/product/revenue-check.md).
import { RevenueCheckSection } from '#components/revenue-check/RevenueCheckSection.tsx';
import { usePageContext } from '#renderer/page-context.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { assumptions, text, errors } = usePageContext().data as Data;
  const { revenueCheckAnalysis } = usePageContext();
  return <RevenueCheckSection assumptions={assumptions} state={{ text, errors, analysis: revenueCheckAnalysis }} />;
}
