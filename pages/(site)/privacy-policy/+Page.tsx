// https://vike.dev/Page: Privacy Policy (docs/product/pages.md#legal-pages).
import { LegalDocumentView } from '#components/LegalDocumentView.tsx';
import { privacyPolicy } from '#content/legal.ts';
import { currentCompany } from '#renderer/site-content.ts';

export default function Page() {
  return <LegalDocumentView document={privacyPolicy(currentCompany())} />;
}
