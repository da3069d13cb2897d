/** The words of guides (docs/product/guides.md), written once: the section, the guide page, the email and the dashboard use them. */
import { guideLinkLifetimeDays } from '#shared/guides.ts';

export const guideCopy = {
  eyebrow: 'Free guide',
  emailLabel: 'Email address',
  fullNameLabel: 'Name (optional)',
  companyLabel: 'Practice (optional)',
  submit: 'Email me the guide',
  formNote: `We email you a link to download it; the link works for ${guideLinkLifetimeDays} days. We do not share your address.`,
  /** The one answer to every address, new or known (no enumeration). */
  accepted: `Thank you. We have sent a link to download the guide to the address you gave. Open it within ${guideLinkLifetimeDays} days; if it does not arrive in a few minutes, look in your spam folder.`,
  sentHeading: 'Check your email',
  expiredHeading: 'This download link has expired',
  expiredText: `Links to a guide work for ${guideLinkLifetimeDays} days. Ask again below and we will send you a new one.`,
  unknownHeading: 'This download link does not work',
  unknownText: 'It may have been copied only in part, or the guide is no longer offered. You can find our guides on our pages, or get in touch.',
  homeLink: 'Go to the home page',
  contactLink: 'Contact us',
  rateLimited: 'You have sent several requests in a short time. Please wait 10 minutes and try again.',
  emailSubject: (title: string) => `Your guide: ${title}`,
  emailText: (title: string) =>
    `Someone, probably you, asked for our guide “${title}” at this address. Download it with the button below; opening the link confirms the address. If it was not you, ignore this email.`,
  emailAction: 'Download the guide (PDF)',
  emailNote: `The link works for ${guideLinkLifetimeDays} days.`,
  leadSubject: (title: string) => `Guide: ${title}`,
  leadMessage: (title: string, page: string) => `Asked for the guide “${title}” on ${page} and confirmed the address by opening the download link.`,
} as const;
