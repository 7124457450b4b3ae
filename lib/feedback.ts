/**
 * The feedback form's rules (spec §5 and §8) and the request it sends (§7).
 * Pure: no React, no DOM, so it is unit-tested directly.
 */
import * as yup from 'yup';
import { EMAIL_MAX, EMAIL_PATTERN } from './email';
import { cleanName, cleanText, graphemeLength } from '@/engines/core/text';

export { isValidEmail, postJson, EMAIL_MAX } from './email';

export { FEEDBACK_MESSAGES } from './messages';
import { FEEDBACK_MESSAGES } from './messages';

export const NAME_MIN = 2;
export const FEEDBACK_MIN = 10;
/** Upper bounds so a pasted novel gets a clear message instead of a failed request. */
export const NAME_MAX = 100;
export const FEEDBACK_MAX = 5000;

import type { FeedbackEntry } from './feedbackTypes';
export { EMPTY_FEEDBACK, type FeedbackEntry } from './feedbackTypes';

export const feedbackSchema = yup.object({
  // The one name rule (engines/core/text.ts): checked on the name as it will be sent.
  name: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? cleanText(v) : v))
    .required(FEEDBACK_MESSAGES.required)
    .test('min', FEEDBACK_MESSAGES.nameShort, (v) => !v || graphemeLength(v) >= NAME_MIN)
    .test('max', `Name must be at most ${NAME_MAX} characters`, (v) => !v || graphemeLength(v) <= NAME_MAX),
  email: yup
    .string()
    .trim()
    .required(FEEDBACK_MESSAGES.required)
    .max(EMAIL_MAX, FEEDBACK_MESSAGES.emailInvalid)
    .matches(EMAIL_PATTERN, FEEDBACK_MESSAGES.emailInvalid),
  feedback: yup
    .string()
    .trim()
    .required(FEEDBACK_MESSAGES.required)
    .min(FEEDBACK_MIN, FEEDBACK_MESSAGES.feedbackShort)
    .max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`),
});

export const FIELD_ORDER: (keyof FeedbackEntry)[] = ['name', 'email', 'feedback'];

/** Field name → message for every invalid field, or {} when valid. */
export function validateFeedback(values: FeedbackEntry): Partial<Record<keyof FeedbackEntry, string>> {
  try {
    feedbackSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const errors: Partial<Record<keyof FeedbackEntry, string>> = {};
    for (const inner of (e as yup.ValidationError).inner) {
      const path = inner.path as keyof FeedbackEntry;
      if (path && !errors[path]) errors[path] = inner.message;
    }
    return errors;
  }
}

export function firstInvalidField(errors: Partial<Record<keyof FeedbackEntry, string>>): keyof FeedbackEntry | null {
  return FIELD_ORDER.find((f) => errors[f]) ?? null;
}

/** What is sent: the name by the one name rule (no control, bidi or zero-width characters, cut at a grapheme), the rest trimmed. */
export function feedbackPayload(values: FeedbackEntry): FeedbackEntry {
  return { name: cleanName(values.name, NAME_MAX), email: values.email.trim(), feedback: values.feedback.trim() };
}
