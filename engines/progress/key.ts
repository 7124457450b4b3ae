/** The progress record's storage key: a leaf module, so the hub can look for a record without loading its validator. */
export const PROGRESS_KEY = 'progress';
