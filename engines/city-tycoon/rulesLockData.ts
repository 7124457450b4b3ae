/**
 * What City Tycoon's rules lock fingerprints (rules.lock.test.ts; docs/engines.md, "Saves under older rules"): every
 * export of constants.ts but the report's thresholds (REPORT_THRESHOLDS), which decide how the class report lists a
 * table, not what any move gives (docs/rules/city-tycoon.md, "Auctions on the report"). For tests only; a rule-change
 * test reads it under a changed copy of the constants (components/city-tycoon/rule-change.test.tsx).
 */
import * as C from './constants';

export const rulesData = (constants: object = C) => Object.fromEntries(Object.entries(constants).filter(([k]) => k !== 'REPORT_THRESHOLDS'));
