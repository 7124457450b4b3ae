'use client';
/** How LaunchPad tells the student about a refusal or a notice (the dispatcher's onRefusal / onNotice). */
import { toast } from '@/components/sim/toast';
import type { Notice, Refusal } from '@/engines/core/contract';
import { NOTICE_ANSWER_CUT, WARNING_REFUSALS, type RefusalCode } from '@/engines/launchpad/constants';

/**
 * Section 8 shows a blocked step ('Please select at least one strength') as a warning, a rejected choice as an error:
 * told apart by the refusal's code, never its text.
 */
export function onRefusal(r: Refusal): void {
  if (WARNING_REFUSALS.includes(r.code as RefusalCode)) toast.warning(r.message, { description: r.detail });
  else toast.error(r.message, { description: r.detail });
}

/** The cut-at-2,000 warning fires on every extra keystroke: one toast, refreshed, instead of a pile. */
export function onNotice(n: Notice): boolean {
  if (n.code !== NOTICE_ANSWER_CUT) return true; // the default toast
  toast.warning(n.message, { id: 'lp-answer-too-long', description: n.detail });
  return false;
}
