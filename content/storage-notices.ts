/**
 * What a student or a teacher reads when a saved record could not be read (lib/storage/persisted.ts, corruptNotice).
 * A game's save keeps the default wording; the records that are not games say what they are and what happens now.
 * Keys are written out here (content has no code paths); lib/storage/notices-text.test.ts checks they are the keys
 * the storage layer really uses.
 */
export interface CorruptText {
  title: string;
  description: string;
}

const KEPT = 'The old copy was kept aside in this browser, so nothing was deleted.';

export const GAME_CORRUPT_TEXT: CorruptText = {
  title: 'Saved game could not be read',
  description: 'We started a fresh game. The old save was kept aside in this browser, so nothing was deleted.',
};

export const CORRUPT_TEXT: Readonly<Record<string, CorruptText>> = {
  progress: {
    title: 'Your progress record could not be read',
    description: `Your XP and badges start again from zero on this device. ${KEPT}`,
  },
  'class-games': {
    title: 'Your class game could not be read',
    description: `Open your teacher's class link again to rejoin the class. ${KEPT}`,
  },
  'class-attempts': {
    title: 'Your count of attempts could not be read',
    description: `Your next result code for a class counts from attempt 1 again on this device. ${KEPT}`,
  },
  'teacher-classes': {
    title: 'Your saved classes could not be read',
    description: `The list of classes starts empty; a class link you already shared still works. ${KEPT}`,
  },
  'teacher-reports': {
    title: 'Your saved class reports could not be read',
    description: `Paste the students' codes again to rebuild a report. ${KEPT}`,
  },
  'offline-whole-site': {
    title: 'Your offline setting could not be read',
    description: `The switch "Make the whole site work offline on this device" shows as off; switch it on again if you want it. ${KEPT}`,
  },
  'teacher-rosters': {
    title: 'Your class rosters could not be read',
    description: `Paste a class's roster again to see who is missing. ${KEPT}`,
  },
};
