/**
 * What the footer's newsletter box needs only once it is used: the address check, the POST, the notices' texts and
 * the toasts. Fetched by NewsletterForm on first focus (or at the latest on submit), not with every page.
 */
export { isValidEmail, postJson } from '@/lib/email';
export { FEEDBACK_MESSAGES, NEWSLETTER_MESSAGES } from '@/lib/messages';
export { notify, preloadToaster } from './toastBridge';
