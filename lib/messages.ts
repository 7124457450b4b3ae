/** The feedback and newsletter notices, word for word from the spec (§5, §8). No imports: safe for any bundle. */
export const FEEDBACK_MESSAGES = {
  nameShort: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  feedbackShort: 'Feedback must be at least 10 characters',
  required: 'Required',
  sentTitle: 'Success!',
  sentBody: 'Thank you for your feedback!',
  failedTitle: 'Error',
  failedBody: 'Failed to send feedback. Please try again.',
} as const;

/** The newsletter's notices (docs/site.md, "Feedback and newsletter"): the feedback form's titles, their own words. */
export const NEWSLETTER_MESSAGES = {
  subscribedTitle: FEEDBACK_MESSAGES.sentTitle,
  subscribedBody: "You're subscribed.",
  failedTitle: FEEDBACK_MESSAGES.failedTitle,
  failedBody: 'Could not subscribe. Please try again.',
} as const;
