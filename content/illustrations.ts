/**
 * What the in-house illustrations say (components/illustrations). Each service page's hero shows the path
 * its work takes a claim or a balance along, four steps and the feedback that closes the loop, in words
 * taken from that page's own copy. Nothing here is a figure or a claim about results. A label's "\n" is its
 * line break (two lines at most, about 13 characters each).
 */
export interface FlowDiagramContent {
  /** The SVG's accessible name (also its visible heading, about 40 characters at most) and description. */
  title: string;
  description: string;
  steps: [string, string, string, string];
  /** The dashed line from the last step back to the first. */
  loop: string;
}

export const serviceDiagrams: Record<string, FlowDiagramContent> = {
  'insurance-verification': {
    title: 'Verified before the patient arrives',
    description:
      'A scheduled visit, coverage and benefits checked, prior authorization obtained, then a claim sent to the right payer; registration errors are fixed before the next visit.',
    steps: ['Visit\nscheduled', 'Coverage\nchecked', 'Authorization\nin place', 'Right payer,\nfirst time'],
    loop: 'Registration errors fixed before the visit',
  },
  'medical-coding': {
    title: 'From documentation to a defensible claim',
    description:
      'Provider documentation is reviewed, CPT, HCPCS and ICD-10-CM codes and modifiers assigned, checked for compliance, and sent as a coded claim; feedback goes back to providers.',
    steps: ['Provider\nnotes', 'Codes\nassigned', 'Compliance\ncheck', 'Coded\nclaim'],
    loop: 'Feedback to providers improves documentation',
  },
  'claims-submission': {
    title: 'How a claim goes out clean',
    description:
      'A claim is prepared, scrubbed against payer edits, submitted electronically and acknowledged; rejections are corrected and resubmitted within the filing limit.',
    steps: ['Claim\nprepared', 'Scrubbed', 'Submitted\n(837P)', 'Accepted'],
    loop: 'Rejections corrected and resubmitted',
  },
  'denial-management': {
    title: 'The path of a denial through appeal',
    description:
      'A denial is read by its CARC and RARC codes, corrected or appealed with supporting records, and paid; its root cause is fixed upstream so it does not come back.',
    steps: ['Claim\ndenied', 'CARC/RARC\nread', 'Corrected or\nappealed', 'Paid'],
    loop: 'Root cause fixed upstream',
  },
  'payment-posting': {
    title: 'From payment to a reconciled ledger',
    description:
      'An ERA or a paper EOB arrives, each payment is matched to its claim, adjustments are read and posted, and the day is reconciled to the bank; denials and underpayments go to follow-up.',
    steps: ['ERA or\nEOB', 'Matched\nto claim', 'Posted', 'Reconciled\nto bank'],
    loop: 'Denials and underpayments sent to follow-up',
  },
  'accounts-receivable': {
    title: 'An open balance, worked to payment',
    description:
      'Open balances are sorted by aging bucket, the oldest and largest worked first, followed up with the payer or the patient, and resolved; aging reports show what is left.',
    steps: ['Open\nbalance', 'Oldest,\nlargest first', 'Payer or\npatient', 'Resolved'],
    loop: 'Aging reports you can act on',
  },
  'reporting-analytics': {
    title: 'How practice data becomes decisions',
    description:
      'Data from the practice management system becomes measured metrics, then reports and dashboards, then actions; the next report says what changed and why.',
    steps: ['Practice\ndata', 'Metrics', 'Reports', 'Action'],
    loop: 'Each report says what changed and why',
  },
  'consulting-optimization': {
    title: 'How a consulting engagement runs',
    description:
      'The revenue cycle is assessed end to end, findings are prioritized into a plan, the changes are put in place with the practice, and the results are tracked against the baseline.',
    steps: ['Assess', 'Prioritize', 'Implement', 'Measure'],
    loop: 'Results tracked against the baseline',
  },
  'technology-integration': {
    title: 'Your systems, connected to payers',
    description:
      'The EHR and practice management system are arranged so clean claims are the default, connected to the clearinghouse, and from there to payers.',
    steps: ['EHR', 'Practice\nmanagement', 'Clearing-\nhouse', 'Payers'],
    loop: 'Built so clean claims are the default',
  },
  'rcm-assessment': {
    title: 'The four steps of the assessment',
    description: 'Data collection, analysis, a report with a prioritized plan, and implementation, with results measured against the baseline.',
    steps: ['Data\ncollection', 'Analysis', 'Reporting', 'Implement-\nation'],
    loop: 'Results measured against the baseline',
  },
};

export const memberProgramDiagram: FlowDiagramContent = {
  title: 'How a member practice starts',
  description:
    'A USWHA member practice gets a complimentary RCM assessment, a prioritized action plan, then revenue cycle management at member rates, with regular reporting on the results.',
  steps: ['USWHA\nmember', 'Complimentary\nassessment', 'Action\nplan', 'RCM at\nmember rates'],
  loop: 'Regular reporting on collections and A/R',
};

/** The home page's revenue cycle: the workflow strip's six stages, in short. */
export const revenueCycleDiagram = {
  title: 'The revenue cycle we run for a practice',
  description:
    'Six stages in a loop: pre-service, charge capture and coding, claim generation, payment posting, A/R and denials, and reporting, which feeds the next round of pre-service work.',
  stages: ['Pre-service', 'Coding', 'Claims', 'Posting', 'A/R & denials', 'Reporting'],
  center: ['One team,', 'every stage'],
};

/** The Solutions page: the practice at the centre of the five solutions (content/solutions.ts). */
export const solutionsDiagram = {
  title: 'Five solutions around one practice',
  description: 'Dedicated teams, custom workflows, performance optimization, EHR integration and claims monitoring, all arranged around the practice.',
  center: ['Your', 'practice'],
};
