/** The feedback entry (spec §3), without the validation library, for light bundles. */
export interface FeedbackEntry {
  name: string;
  email: string;
  feedback: string;
}

export const EMPTY_FEEDBACK: FeedbackEntry = { name: '', email: '', feedback: '' };
