// https://vike.dev/Page: Terms of Service (SPEC.md section 2, "Legal pages").
import { LegalDocumentView } from '#components/LegalDocumentView.tsx';
import { termsOfService } from '#content/legal.ts';

export default function Page() {
  return <LegalDocumentView document={termsOfService} />;
}
