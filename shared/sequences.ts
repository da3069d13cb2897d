/**
 * Follow-up sequences (docs/product/sequences.md): what starts one, why a person leaves one, and the limits the
 * editor and the server share. The triggers' names as people read them are copy: content/sequences.ts.
 */
export const sequenceTriggers = ['subscribed', 'analysis-requested', 'guide-requested', 'call-booked', 'call-cancelled', 'no-show'] as const;
export type SequenceTrigger = (typeof sequenceTriggers)[number];

export const leaveReasons = ['booked', 'unsubscribed', 'staff', 'undone', 'removed'] as const;
export type LeaveReason = (typeof leaveReasons)[number];

export type EnrolmentState = 'active' | 'finished' | 'left';

export const sequenceLimits = { name: 120, subject: 200, html: 200_000, steps: 20, delayMinutes: 365 * 24 * 60 } as const;

export interface SequenceStepInput {
  delayMinutes: number;
  subject: string;
  html: string;
}

export interface SequenceInput {
  name: string;
  trigger: SequenceTrigger;
  steps: SequenceStepInput[];
  active: boolean;
  untilBooked: boolean;
  ownerAsSender: boolean;
}

export interface SequenceSummary {
  id: number;
  name: string;
  trigger: SequenceTrigger;
  active: boolean;
  untilBooked: boolean;
  ownerAsSender: boolean;
  stepCount: number;
  activeCount: number;
  updatedAt: string;
}

export interface SequenceStep extends SequenceStepInput {
  id: number;
  counts: { sent: number; left: number };
}

export interface SequenceDetail extends Omit<SequenceSummary, 'stepCount'> {
  steps: SequenceStep[];
  /** How many people left, by reason; `finished`: went through every step. */
  exits: Record<LeaveReason, number>;
  finished: number;
}

/** A contact's place in a sequence, on the lead page. */
export interface LeadEnrolment {
  id: number;
  sequenceId: number;
  sequenceName: string;
  state: EnrolmentState;
  leftReason: LeaveReason | null;
  stepCount: number;
  stepsSent: number;
  /** When the next step is due (it goes out in business hours from then), null when none is. */
  nextDueAt: string | null;
  startedAt: string;
}
