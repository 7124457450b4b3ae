/** LaunchPad's toasts through useEngine's handlers: section 8's warning/error tone, one refreshed toast for the cut. */
import { toast } from '@/components/sim/toast';
import { MSG, NOTICE_ANSWER_CUT, REFUSAL } from '@/engines/launchpad/constants';
import { onNotice, onRefusal } from './notices';

// LaunchPad toasts through components/sim/toast.ts (the queue that loads sonner on the first toast): mocked here.
jest.mock('@/components/sim/toast', () => ({ toast: Object.assign(jest.fn(), { warning: jest.fn(), error: jest.fn(), success: jest.fn() }) }));
const t = toast as unknown as { warning: jest.Mock; error: jest.Mock };

beforeEach(() => jest.clearAllMocks());

test('a blocked step is a warning toast, a rejected choice an error toast (section 8), told apart by the code', () => {
  onRefusal({ code: REFUSAL.noStrength, message: MSG.noStrength });
  expect(t.warning).toHaveBeenCalledWith(MSG.noStrength, { description: undefined });
  onRefusal({ code: REFUSAL.emptyColumn, message: MSG.emptyColumn });
  expect(t.warning).toHaveBeenLastCalledWith(MSG.emptyColumn, { description: undefined });
  onRefusal({ code: REFUSAL.tooManyStrengths, message: MSG.tooManyStrengths });
  expect(t.error).toHaveBeenCalledWith(MSG.tooManyStrengths, { description: undefined });
  expect(t.warning).toHaveBeenCalledTimes(2);
  // The code decides, never the text: a reworded warning is still a warning; a warning's words with another code are not.
  onRefusal({ code: REFUSAL.noGap, message: 'Pick a gap first.' });
  expect(t.warning).toHaveBeenLastCalledWith('Pick a gap first.', { description: undefined });
  onRefusal({ code: REFUSAL.weekFull, message: MSG.noStrength });
  expect(t.error).toHaveBeenLastCalledWith(MSG.noStrength, { description: undefined });
  expect(t.warning).toHaveBeenCalledTimes(3);
});

test('the 2,000-character cut refreshes one toast (same id); other notices use the default toast', () => {
  expect(onNotice({ kind: 'warning', code: NOTICE_ANSWER_CUT, message: MSG.uniquenessTooLong })).toBe(false);
  expect(onNotice({ kind: 'warning', code: NOTICE_ANSWER_CUT, message: MSG.uniquenessTooLong })).toBe(false);
  expect(t.warning).toHaveBeenCalledTimes(2);
  expect(t.warning.mock.calls.map((c) => c[1].id)).toEqual(['lp-answer-too-long', 'lp-answer-too-long']);
  expect(onNotice({ kind: 'success', message: MSG.gapAdded })).toBe(true);
  expect(t.warning).toHaveBeenCalledTimes(2);
  // The code decides, never the text: the cut's words without its code take the default toast.
  expect(onNotice({ kind: 'warning', message: MSG.uniquenessTooLong })).toBe(true);
  expect(t.warning).toHaveBeenCalledTimes(2);
});
