// https://vike.dev/Page: Privacy Policy (SPEC.md section 2, "Legal pages").
import { LegalDocumentView } from '#components/LegalDocumentView.tsx';
import { privacyPolicy } from '#content/legal.ts';

export default function Page() {
  return <LegalDocumentView document={privacyPolicy} />;
}
