// The calls to action on every service page: under the heading and at the end.

import type { CallToAction, Link } from '../types.ts';

export const serviceHeaderLinks: { contact: Link; assessment: Link } = {
  contact: { label: 'Talk to Our Team', href: '/#contact' },
  assessment: { label: 'Get an RCM Assessment', href: '/services/rcm-assessment' },
};

export const serviceClosingCta: CallToAction & { secondaryLink: Link } = {
  heading: 'Ready to Strengthen Your Revenue Cycle?',
  text: 'Tell us about your practice and a member of our team will reply within 24 hours with a recommended starting point.',
  label: 'Contact Us',
  href: '/#contact',
  secondaryLink: { label: 'Explore our solutions', href: '/solutions' },
};
