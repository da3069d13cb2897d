// Privacy Policy and Terms of Service (docs/product/pages.md#legal-pages).
// Written for this website; have counsel review before launch.

import type { CompanySettings } from '#shared/company-settings.ts';
import type { LegalDocument } from './types.ts';

const lastUpdated = 'September 2025';
/** The privacy policy changed when visit statistics were added. */
const privacyLastUpdated = 'November 2026';

type LegalCompany = Pick<CompanySettings, 'name' | 'legalName' | 'email' | 'phone'>;

/** How to reach the company, from its details as set in the dashboard. */
const contactParagraph = (company: LegalCompany) => `${company.legalName}, email ${company.email}, phone ${company.phone}.`;

export const privacyPolicy = (company: LegalCompany): LegalDocument => ({
  title: 'Privacy Policy',
  lastUpdated: privacyLastUpdated,
  intro: `This Privacy Policy explains what information ${company.name} ("we", "us") collects through this website, how we use and protect it, and the choices you have. It applies to this website only. Patient information we handle for client practices under a business associate agreement is governed by HIPAA and that agreement, not by this policy.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: ['We collect only what you choose to send us and the minimum technical information needed to run the website securely.'],
      list: [
        'Contact details you submit through our forms: your full name, email address, practice or company name, phone number (optional), your message and, on the member-program page, the inquiry subject.',
        'If you use our revenue check and ask for the free A/R analysis: the practice figures you entered (specialty, number of providers, collections, denial rate, days in A/R, clean-claim and net collection rates), the estimates our server computed from them, your best time to call, and the contact details of that form. The figures are practice totals, never patient information. The revenue check stores nothing while you only use it: your figures stay in your browser and in the page address, no third-party script sees them, and they reach us only if you send the analysis form. We may send you one plain email with your own figures.',
        'Technical information recorded in our server logs when you visit: IP address, browser type, pages requested, and the date and time of each request.',
        'With a message you send through a contact form: the page where your visit to this website began (its address without the query string, and its campaign labels utm_source, utm_medium and utm_campaign if the link carried them), the name of the website that linked to it, and the page you sent the form from. While you browse, your browser keeps this in its session storage, which it deletes when you close the tab; it reaches us only with a message you choose to send.',
        'Visit statistics, counted by our own server without cookies and without any script in your browser (see "Visit Statistics" below).',
        'Your light or dark theme preference, which is stored in your own browser (local storage) and is not sent to us.',
        'For our own administrators only, a session cookie that keeps them signed in to the site dashboard.',
      ],
    },
    {
      id: 'visit-statistics',
      heading: 'Visit Statistics',
      paragraphs: [
        'To learn which pages are useful, our own server counts page views as it sends the pages. No cookie is set, no script runs in your browser for this, nothing is shared with a third party, and we do not build a profile of you.',
        "For each page view we record: the page address without its query string; the name of the website that linked to it (for example google.com, never the full address you came from); the campaign labels utm_source, utm_medium and utm_campaign if the link carried them; whether the device is a desktop, phone or tablet; the date and time; and, only if our hosting provider supplies it, the country. We never store your IP address or your browser's full description.",
        'To count how many different visitors came on one day, the server combines your IP address and browser description with a random value that changes every day and turns them into a code that cannot be reversed. The random value is kept only in our database and is deleted when its day is over, so a visit on one day can never be linked to a visit on another day, not even by us.',
        'We do not count requests from browsers that send a Global Privacy Control (Sec-GPC) or Do Not Track signal, nor known automated programs. Single page views are deleted after 30 days; daily totals per page, referring website, campaign label and device type are kept.',
      ],
    },
    {
      id: 'patient-health-information',
      heading: 'Do Not Submit Patient Health Information',
      paragraphs: [
        'Our contact forms are for business inquiries only. They are not a secure channel for protected health information (PHI). Do not submit patient names, dates of birth, medical record or account numbers, insurance member IDs, diagnoses, treatment details or any other patient health information through this website.',
        'If PHI is submitted through the website anyway, we will not use it for any purpose and will delete it once we become aware of it. Practices that work with us exchange patient information only through secure channels agreed under a signed business associate agreement.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      paragraphs: ['We use the information we collect to:'],
      list: [
        'Respond to your inquiry and, if you ask, tell you about our services.',
        'Operate, maintain and secure the website, including detecting and preventing abuse.',
        'Keep business records and meet our legal obligations.',
      ],
    },
    {
      id: 'sharing',
      heading: 'How We Share Information',
      paragraphs: [
        'We do not sell your personal information or share it for targeted advertising. We do not use advertising or third-party analytics cookies, and the pages of this website do not load content from third-party servers.',
        'We share information only with service providers that host and operate the website or our email on our behalf, under confidentiality obligations; when required by law or to protect our rights and the safety of others; or as part of a merger, acquisition or sale of assets, subject to this policy.',
      ],
    },
    {
      id: 'security',
      heading: 'Data Security and Retention',
      paragraphs: [
        'The website is served over encrypted connections (HTTPS), and access to submitted messages is limited to the staff who need it to respond. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
        'We keep contact messages, with our notes about them, only as long as needed to respond and to maintain ordinary business records, and server logs only as long as needed for security and troubleshooting. When we delete a message at your request, its notes and the record of where it came from are deleted with it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights and Choices',
      paragraphs: [
        'You may ask us to tell you what personal information we hold about you, to correct it or to delete it. Depending on the state where you live, you may have additional rights under state privacy law. We will not discriminate against you for exercising these rights.',
        'To make a request, contact us using the details below. We may need to confirm your identity before acting on it. You can clear your theme preference at any time by clearing your browser’s site data.',
        'This website is intended for business use and is not directed to children under 13. We do not knowingly collect information from children.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to This Policy',
      paragraphs: ['We may update this policy from time to time. The date at the top of this page shows when it was last changed.'],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [`Questions or requests about this Privacy Policy can be sent to ${contactParagraph(company)}`],
    },
  ],
});

export const termsOfService = (company: LegalCompany): LegalDocument => ({
  title: 'Terms of Service',
  lastUpdated,
  intro: `These Terms of Service govern your use of the ${company.name} website. Please read them carefully.`,
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using this website you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the website.',
      ],
    },
    {
      id: 'services',
      heading: 'Our Services',
      paragraphs: [
        `This website describes the revenue cycle management services offered by ${company.name}, including insurance verification, medical coding, claims submission, denial management, payment posting, accounts receivable management, reporting and consulting.`,
        'Content on the website is general information, not legal, compliance, coding or financial advice for your practice. Services are provided only under a separate written agreement, which governs if it conflicts with these Terms.',
      ],
    },
    {
      id: 'user-responsibilities',
      heading: 'User Responsibilities',
      paragraphs: ['When you use the website, you agree to:'],
      list: [
        'Provide accurate information when you contact us.',
        'Not submit protected health information or other patient information through the website or its forms.',
        'Not attempt to gain unauthorized access to the website, its dashboard or its systems, or interfere with their operation.',
        'Not use the website for any unlawful purpose or to send spam or malicious content.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      paragraphs: [
        `The website and its content, including text, graphics and design, belong to ${company.name} or its licensors and are protected by intellectual property laws. You may view and print pages for your own informational use; any other use requires our written permission.`,
        'Names of EHR and practice management products are trademarks of their respective owners and are used only to identify the systems we work with; their use does not imply endorsement.',
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality and HIPAA',
      paragraphs: [
        'We take the confidentiality of patient information seriously and comply with the Health Insurance Portability and Accountability Act (HIPAA) and its privacy, security and breach notification rules in the services we provide.',
        'Before we access any protected health information for a client practice, we sign a business associate agreement (BAA) with that practice. The BAA, not these Terms, governs how we use, safeguard and disclose PHI.',
        'Communications through this website are not covered by a BAA and are not a secure channel for PHI.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimer and Limitation of Liability',
      paragraphs: [
        'The website is provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, merchantability or fitness for a particular purpose. Performance figures describe our targets and are not a guarantee of results for any practice.',
        `To the fullest extent permitted by law, ${company.name} is not liable for any indirect, incidental, consequential or punitive damages, or for any loss of data, revenue or profits, arising from your use of the website.`,
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      paragraphs: [
        'We may suspend or end your access to the website at any time, without notice, if you violate these Terms or misuse the website. Sections that by their nature should survive termination, including intellectual property, disclaimers and limitation of liability, will survive.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these Terms from time to time. The date at the top of this page shows when they were last changed, and continued use of the website after a change means you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact Us',
      paragraphs: [`Questions about these Terms can be sent to ${contactParagraph(company)}`],
    },
  ],
});
