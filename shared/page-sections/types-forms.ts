// The form sections that are not the contact form's own (types.ts has the rest).

/** The subscribe form (components/subscribe) under its heading and intro, offering `topics` (all when none). */
export interface SubscribeSection {
  id: string;
  hidden?: boolean;
  type: 'subscribe';
  /** The fragment id; empty to derive it from the heading. */
  anchor: string;
  heading: string;
  intro: string;
  topics: string[];
  muted?: boolean;
}
