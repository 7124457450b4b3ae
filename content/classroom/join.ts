/**
 * Texts of the "Join a class" box on /simulation: a student types the short code the teacher projects.
 * The code's rules and error messages are engines/core/joinCode.ts's.
 */
import { JOIN_CODE_MAX } from '@/engines/core/joinLimits';

export const JOIN_TEXT = {
  title: 'Join a class',
  lead: `Your teacher shows a join code of up to ${JOIN_CODE_MAX} letters and digits. Type it here to open your class's game.`,
  label: 'Join code',
  join: 'Join',
  opening: 'Opening your class…',
  failed: 'The class could not be opened. Check your connection and try again.',
} as const;
