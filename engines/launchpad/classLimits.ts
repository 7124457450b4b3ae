/**
 * LaunchPad's week name (section 2), the only figure its class link needs (it has no settings). constants.ts
 * re-exports it, so it exists once; the class spec (classSpec.ts) imports it from here, so a page that offers class
 * settings does not load the stages, personas and messages.
 */

/** The week's name on the badge, the Founder Badge panel and the PDF (section 2). */
export const WEEK_NAME = 'Week 1: LaunchPad';
