/**
 * The join code's alphabet and length, apart from the code that reads it (joinCode.ts), so a page that only shows the
 * "Join a class" box loads none of the decoder.
 */
export const JOIN_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const JOIN_CODE_MAX = 10;
