/**
 * City Tycoon's table settings' limits (docs/rules/city-tycoon.md; the specification's sections 5 and 9): the only
 * figures a class link needs. constants.ts re-exports them, so each exists once; the class spec (classSpec.ts) imports
 * them from here, so a page that offers class settings does not load the board, the cards and the messages.
 */
export const TITLE = 'City Tycoon — District Edition';
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
export const STARTING_CASH_MIN = 500;
export const STARTING_CASH_MAX = 5000;
export const STARTING_CASH_STEP = 100;
export const STARTING_CASH_DEFAULT = 1500;
export const TURN_CAP_MIN = 10;
export const TURN_CAP_MAX = 50;
export const TURN_CAP_DEFAULT = 25;
