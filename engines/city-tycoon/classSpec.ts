/** Temporary: City Tycoon's class spec lives in its classroom module until it moves into a leaf module. */
export { classSpec } from './classroom';
