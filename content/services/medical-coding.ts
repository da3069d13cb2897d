import { company } from '../company.ts';
import type { ServicePage } from '../types.ts';

export const medicalCoding: ServicePage = {
  slug: 'medical-coding',
  path: '/services/medical-coding',
  title: 'Medical Coding Services',
  shortTitle: 'Medical Coding',
  metaTitle: `Medical Coding Services for OB-GYN | ${company.name}`,
  metaDescription:
    'Certified CPT, HCPCS and ICD-10-CM coding for medical practices, with OB-GYN expertise in global obstetric packages, modifiers and documentation review.',
  keywords: ['medical coding services', 'OB-GYN coding', 'CPT coding', 'ICD-10-CM coding', 'global OB package 59400', 'modifier 25'],
  intro:
    'Accurate codes are the foundation of every payment. Our certified coders translate your documentation into CPT, HCPCS and ICD-10-CM codes that reflect the care you delivered, hold up to payer review and reach the full reimbursement you have earned.',
  sections: [
    {
      kind: 'benefits',
      heading: 'Coding That Pays and Holds Up',
      items: [
        {
          title: 'Specialty-Trained Coders',
          text: 'Our coders know women’s health: global obstetric packages (59400, 59510, 59610), antepartum-only and delivery-only billing, obstetric ultrasound, colposcopy, LEEP and IUD insertion with the matching supply codes.',
        },
        {
          title: 'Compliant, Defensible Claims',
          text: 'Every code traces back to documentation. We apply NCCI edits, medically unlikely edits and payer policies, and use modifiers such as 25, 59, XS, 24 and 79 only when the record supports them.',
        },
        {
          title: 'Revenue You Already Earned',
          text: 'Missed charges, under-coded visits and incorrectly bundled procedures are caught during review, and feedback goes to providers so documentation improves over time.',
        },
      ],
    },
    {
      kind: 'process',
      heading: 'Our Coding Process',
      columns: [
        {
          heading: 'Code Assignment',
          steps: [
            'Review provider notes, operative reports and ultrasound findings',
            'Assign CPT and HCPCS codes and ICD-10-CM diagnoses to the highest supported specificity',
            'Level E/M visits under current medical decision making or total time guidelines',
            'Track each pregnancy from first visit to postpartum so global OB packages bill correctly',
            'Apply modifiers and link diagnoses to each service line to support medical necessity',
          ],
        },
        {
          heading: 'Quality & Compliance',
          steps: [
            'Check charges against NCCI edits, medically unlikely edits and payer coverage policies',
            'Query providers when documentation is unclear or incomplete',
            'Audit a sample of coded encounters on a regular schedule',
            'Update code sets and payer rules with each annual CPT and ICD-10-CM release',
            'Share documentation tips and coding trends with your providers',
          ],
        },
      ],
    },
  ],
};
