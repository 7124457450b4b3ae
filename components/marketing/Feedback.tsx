/**
 * The landing page's feedback form, as MDX uses it: a server component that hands the client form its class names
 * from the page's CSS module, so the form's JavaScript carries neither the module's class map nor a stylesheet of
 * its own (docs/performance.md).
 */
import { FeedbackSection as Form } from './FeedbackSection';
import styles from './marketing.module.css';

export function FeedbackSection() {
  return <Form classes={{ form: styles.form, field: styles.field, fieldError: styles.fieldError, formNote: styles.formNote }} />;
}
