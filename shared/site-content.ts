/** What every page render receives from the database: the company's details and the proof items (decision 028). */
import type { CompanySettings } from './company-settings.ts';
import type { ProofItem } from './proof-items.ts';

export interface SiteContent {
  company: CompanySettings;
  proof: ProofItem[];
}
