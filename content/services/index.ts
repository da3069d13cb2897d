// The ten service pages in menu order (docs/product/pages.md#routes),
// which follows a claim through the revenue cycle.

import type { Link, ServicePage, ServiceSlug } from '../types.ts';
import { insuranceVerification } from './insurance-verification.ts';
import { medicalCoding } from './medical-coding.ts';
import { claimsSubmission } from './claims-submission.ts';
import { denialManagement } from './denial-management.ts';
import { paymentPosting } from './payment-posting.ts';
import { accountsReceivable } from './accounts-receivable.ts';
import { reportingAnalytics } from './reporting-analytics.ts';
import { consultingOptimization } from './consulting-optimization.ts';
import { technologyIntegration } from './technology-integration.ts';
import { rcmAssessment } from './rcm-assessment.ts';

export const services: readonly ServicePage[] = [
  insuranceVerification,
  medicalCoding,
  claimsSubmission,
  denialManagement,
  paymentPosting,
  accountsReceivable,
  reportingAnalytics,
  consultingOptimization,
  technologyIntegration,
  rcmAssessment,
];

export const serviceBySlug: Record<ServiceSlug, ServicePage> = {
  'insurance-verification': insuranceVerification,
  'medical-coding': medicalCoding,
  'claims-submission': claimsSubmission,
  'denial-management': denialManagement,
  'payment-posting': paymentPosting,
  'accounts-receivable': accountsReceivable,
  'reporting-analytics': reportingAnalytics,
  'consulting-optimization': consultingOptimization,
  'technology-integration': technologyIntegration,
  'rcm-assessment': rcmAssessment,
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return Object.hasOwn(serviceBySlug, value);
}

/**
 * Breadcrumb trail for a service page: Home > Services > page. There is no
 * /services index route, so "Services" points at the home-page services section.
 */
export function serviceBreadcrumbs(page: ServicePage): Link[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/#services' },
    { label: page.shortTitle, href: page.path },
  ];
}
