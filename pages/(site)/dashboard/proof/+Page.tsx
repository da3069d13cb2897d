// https://vike.dev/Page: the dashboard's Proof page (docs/product/company.md#proof-items).
import { services } from '#content/services/index.ts';
import { ProofManager } from '#islands/dashboard/proof/ProofManager.tsx';
import { Island } from '#renderer/Island.server.tsx';

const serviceChoices = services.map((service) => ({ slug: service.slug, title: service.title }));

export default function Page() {
  return <Island name="ProofManager" component={ProofManager} id="proof-manager" props={{ services: serviceChoices }} />;
}
