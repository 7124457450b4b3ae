/**
 * The storage key of the teacher's whole-site offline switch (lib/offline/wholeSite.ts), apart from it: /teacher's
 * island checks it without loading the storage layer.
 */
export const WHOLE_SITE_KEY = 'offline-whole-site';
