/**
 * What Everest's rules lock fingerprints (rules.lock.test.ts; docs/rules/everest.md, "Texts quote the constants"):
 * every figure and rule text the engine reads — constants.ts and the value lists of types.ts. For tests only; a
 * rule-change test reads it under a changed copy of the constants (components/everest/rule-change.test.tsx).
 */
import * as C from './constants';
import * as T from './types';

export const rulesData = (constants: object = C) => ({ ...constants, ...T });
