/**
 * Server-rendered stage screens: what a student reads about the industry switch, the answer limit and a stored stage
 * out of range (docs/rules/launchpad.md, "Rulings it follows").
 */
import { renderToString } from 'react-dom/server';
import { createInitialState, step } from '@/engines/launchpad/engine';
import type { LaunchpadState, Move } from '@/engines/launchpad/types';

type Action = Move;
import { StageScreen } from './Game';
/** The state an action leaves (a refused one leaves the same object). */
const reduce = (s: LaunchpadState, a: Action): LaunchpadState => step(s, a).state;

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }));

const play = (s: LaunchpadState, ...a: Action[]) => a.reduce(reduce, s);
const html = (s: LaunchpadState) =>
  renderToString(<StageScreen state={s} dispatch={() => ({ state: s })} onHome={() => undefined} onNewWeek={() => undefined} />)
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

describe('LaunchPad screens', () => {
  it('stage 2 says, before a switch, that another industry clears the gaps and the rival', () => {
    const chosen = play(createInitialState('s2'), { type: 'selectIndustry', industry: 'EdTech' }, { type: 'interestedInGap' }, { type: 'goToStage', stage: 2 });
    const other = reduce(chosen, { type: 'clickIndustry', industry: 'Art & Design' });
    expect(html(other)).toContain('Choosing this industry clears your market gaps and your rival, which belong to EdTech.');
    const nothingYet = play(createInitialState('s2'), { type: 'selectIndustry', industry: 'EdTech' }, { type: 'goToStage', stage: 2 }, { type: 'clickIndustry', industry: 'Art & Design' });
    expect(html(nothingYet)).not.toContain('Choosing this industry clears');
  });
  it('stage 7 shows the answer counter against 2,000, and the limit note only at the limit', () => {
    const s = play(createInitialState('s7'), { type: 'goToStage', stage: 7 }, { type: 'setUniquenessText', text: 'Murals by students' });
    expect(html(s)).toContain('18 / 2,000 characters');
    expect(html(s)).not.toContain('That is the limit');
    const full = reduce(s, { type: 'setUniquenessText', text: 'm'.repeat(2500) });
    expect(html(full)).toContain('2,000 / 2,000 characters');
    expect(html(full)).toContain('That is the limit: answers keep the first 2,000 characters.');
  });
  it('a stored stage outside 1..9 that reaches the screen still shows stage 1', () => {
    expect(html({ ...createInitialState('s42'), currentStage: 42 })).toContain('Stage 1 of 9');
  });
});
