// Copy for the contact forms on the home and member-program pages.

import { company } from './company.ts';

export const contactSection = {
  /** Fragment id the nav Contact button and "Get Started" scroll to. */
  id: 'contact',
  heading: 'Let’s Talk About Your Revenue Cycle',
  intro: `Tell us about your practice and what you would like to improve. A member of the ${company.name} team will reply within 24 hours.`,
} as const;

export const contactFormLabels = {
  fullName: 'Full Name',
  email: 'Email',
  company: 'Practice or Organization',
  phone: 'Phone (optional)',
  message: 'Message',
  submit: 'Send Message',
  sending: 'Sending...',
} as const;

/** Shown next to every contact form; the privacy policy says the same. */
export const contactPhiNotice =
  'Please do not include patient names, dates of birth, medical record numbers or any other patient health information in this form.';

/** Messages of the contact forms (docs/product/contact.md). */
export const contactFormMessages = {
  missingTitle: 'Please fill in required fields',
  missingDescription: 'Full name, email, company, and message are required.',
  errorTitle: 'Error sending message',
  errorFallback: 'Please try again later.',
  /** When the server's answer has no words a visitor can use (a 500, a proxy's page). */
  serverFallback: 'Something went wrong on our side. Please try again later, or email or call us.',
  /** Heading of the error summary on a form re-rendered by the server (no JavaScript). */
  summaryTitle: 'Please correct the following:',
  alternativesHeading: 'Prefer email or phone?',
} as const;

/**
 * Messages shown at a field the browser finds wrong before sending, in the server's words
 * (server/validation/field-errors.ts), so a message reads the same with or without JavaScript.
 */
export const contactFieldMessages = {
  required: {
    fullName: 'Full name is required.',
    email: 'Email is required.',
    company: 'Practice or organization is required.',
    message: 'Message is required.',
  },
  email: 'Please enter a valid email address, like name@example.com.',
} as const;
