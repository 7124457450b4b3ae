/**
 * The round panel shows the pace rule before the vote (docs/rules/summit.md, "Pace and exhaustion"): this round's
 * climb from the morale the round starts with, or that the team is exhausted; what a push and a rest do to progress;
 * and, in a crisis, that a teammate torn between two options backs the player's vote.
 */
import { renderToString } from 'react-dom/server';
import { initialState, step } from '@/engines/summit/engine';
import { climbNowText, keywordHint, paceRuleText, tieBackText } from '@/engines/summit/copy';
import { climbNow } from '@/engines/summit/selectors';
import type { SummitAction, SummitState } from '@/engines/summit/types';
import { STORY } from '@/content/summit/story';
import { RoundPanel } from './RoundPanel';

const PRODUCT = { productConcept: 'StudyBuddy', targetMarket: 'Students', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' };
const run = (s: SummitState, ...as: SummitAction[]) => as.reduce((acc, a) => step(acc, a, STORY).state, s);
const text = (s: SummitState) => renderToString(<RoundPanel state={s} dispatch={(a) => step(s, a, STORY)} />).replace(/<!-- -->/g, '');
const atRound1 = () => run(initialState('pace', 'doctor'), { type: 'startSimulation' }, { type: 'setupProduct', product: PRODUCT });

test('round 1: the climb at morale 80, the pace rule, and each keyword’s progress on its option', () => {
  const s = atRound1();
  const html = text(s);
  expect(climbNow(s)).toEqual({ morale: 80, exhausted: false, gain: 17 });
  expect(html).toContain(climbNowText(climbNow(s)));
  expect(html).toContain(paceRuleText());
  expect(html).toContain(keywordHint('rest'));
  expect(html).toContain(keywordHint('conserve'));
  expect(html).not.toContain('exhausted and makes no progress this round');
});

test('a round that starts with morale below 50 says, before the vote, that the team is exhausted', () => {
  const s = { ...atRound1(), morale: 45 };
  expect(text(s)).toContain('Morale is 45, below 50: the team is exhausted and makes no progress this round.');
});

test('a crisis says that a teammate torn between two options backs the player’s vote', () => {
  const s = { ...atRound1(), round: 3, roundKind: 'crisis' as const };
  expect(text(s)).toContain(tieBackText());
  expect(text(atRound1())).not.toContain(tieBackText());
});
