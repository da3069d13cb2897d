// https://vike.dev/Page: Terms of Service (docs/product/pages.md#legal-pages).
import { LegalDocumentView } from '#components/LegalDocumentView.tsx';
import { termsOfService } from '#content/legal.ts';
import { currentCompany } from '#renderer/site-content.ts';

export default function Page() {
  return <LegalDocumentView document={termsOfService(currentCompany())} />;
}
