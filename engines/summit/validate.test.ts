import fc from 'fast-check';
import * as C from './constants';
import { initialState, optionsFor, step as engineStep } from './engine';
import { validateSummitSave } from './validate';
import { STORY } from '../../content/summit/story';
import type { RoleId, SummitAction, SummitState } from './types';
import { PRODUCT } from './testkit';

const step = (s: SummitState, a: SummitAction) => engineStep(s, a, STORY).state;
const validate = (x: unknown) => validateSummitSave(x, STORY);
const json = <T,>(x: T): T => JSON.parse(JSON.stringify(x));

function started(role: RoleId, seed: string): SummitState {
  let s = initialState(seed);
  s = step(step(s, { type: 'selectRole', role }), { type: 'startSimulation' });
  return step(s, { type: 'setupProduct', product: PRODUCT });
}

/** Plays `rounds` rounds taking option `pick`; stops on the outcome of the last one. */
function playRounds(seed: string, role: RoleId, pick: number, rounds: number): SummitState {
  let s = started(role, seed);
  for (let r = 1; r <= rounds && s.phase === 'decision'; r++) {
    const opts = optionsFor(STORY, s.round, role);
    s = step(s, { type: 'submitDecision', role, optionId: opts[pick % opts.length].id });
    if (r < rounds) s = step(s, { type: 'advance' });
  }
  return s;
}

const finished = () => {
  const s = playRounds('v-final', 'doctor', 0, 7);
  return step(s, { type: 'advance' });
};
/** An outcome save in which a member has fallen (newlyFallen is not empty). */
function withFallen(): SummitState {
  for (let i = 0; i < 300; i++) {
    const s = playRounds(`v-fall-${i}`, 'climber', 0, 7);
    if (s.roundOutcome && s.roundOutcome.newlyFallen.length) return s;
    let t = started('climber', `v-fall-${i}`);
    while (t.phase === 'decision') {
      t = step(t, { type: 'submitDecision', role: 'climber', optionId: optionsFor(STORY, t.round, 'climber')[0].id });
      if (t.roundOutcome?.newlyFallen.length) return t;
      t = step(t, { type: 'advance' });
    }
  }
  throw new Error('no seed with a fallen member');
}

describe('the Summit save validator: edits that once crashed a screen are rejected', () => {
  it('an unedited mid-game, fallen and finished save is accepted as it is', () => {
    for (const s of [started('leader', 'v-a'), playRounds('v-b', 'journalist', 1, 3), withFallen(), finished()]) {
      expect(validate(json(s))).toEqual(s);
    }
  });
  it('delete history[last].outcome.newlyFallen', () => {
    const s = json(withFallen());
    delete (s.history[s.history.length - 1].outcome as Partial<SummitState['history'][number]['outcome']>).newlyFallen;
    expect(typeof validate(s)).toBe('string');
  });
  it('votes set to [null]', () => {
    const s = json(playRounds('v-votes', 'leader', 0, 3));
    (s.history[2] as unknown as { votes: unknown }).votes = [null];
    expect(typeof validate(s)).toBe('string');
  });
  it('weather set to "x"', () => {
    const s = json(finished());
    (s.history[4] as unknown as { weather: unknown }).weather = 'x';
    expect(typeof validate(s)).toBe('string');
  });
  it('keywords set to null', () => {
    const s = json(finished());
    (s.history[0] as unknown as { keywords: unknown }).keywords = null;
    expect(typeof validate(s)).toBe('string');
  });
  it('effects[].gauge and votes[].optionId that no screen can show', () => {
    const a = json(finished());
    (a.history[1].outcome.effects[0] as unknown as { gauge: unknown }).gauge = 'luck';
    expect(typeof validate(a)).toBe('string');
    const b = json(finished());
    b.history[2].votes[0].optionId = 'r3-jump';
    expect(typeof validate(b)).toBe('string');
  });
});

describe('impossible states are rejected (invariants, not only shapes)', () => {
  const cases: [string, (s: SummitState) => unknown][] = [
    ['round 8', (s) => ({ ...s, round: 8 })],
    ['a round ahead of the history', (s) => ({ ...s, round: s.round + 1 })],
    ['history longer than the rounds played', (s) => ({ ...s, history: [...s.history, s.history[0]] })],
    ['oxygen out of range', (s) => ({ ...s, oxygen: 150 })],
    ['oxygen that the rules did not give', (s) => ({ ...s, oxygen: s.oxygen === 50 ? 51 : 50 })],
    ['a score that does not add up', (s) => ({ ...s, score: s.score + 1 })],
    ['a role outside the role list', (s) => ({ ...s, team: s.team.map((m, i) => (i === 0 ? { ...m, role: 'guide' } : m)) })],
    ['two players', (s) => ({ ...s, team: s.team.map((m) => ({ ...m, isPlayer: true })) })],
    ['a member alive at health 5', (s) => ({ ...s, team: s.team.map((m, i) => (i === 1 ? { ...m, health: 5, alive: true } : m)) })],
    ['a member fallen at full health', (s) => ({ ...s, team: s.team.map((m, i) => (i === 1 ? { ...m, alive: false } : m)) })],
    ['an option id that is not in this round’s content', (s) => ({ ...s, lastDecisionId: 'r7-push' })],
    ['a vote for another role’s option', (s) => ({ ...s, crisisVotes: { ...s.crisisVotes, leader: 'r1-doctor-rest' } })],
    ['an outcome without its record', (s) => ({ ...s, roundOutcome: null })],
    ['the summit reached mid-game', (s) => ({ ...s, summitReached: true })],
    ['a camp the progress does not give', (s) => ({ ...s, campPosition: 5 })],
    ['a role that was never chosen', (s) => ({ ...s, selectedRole: null })],
    ['the timer above 60', (s) => ({ ...s, timeRemaining: 61 })],
    ['a product outside the lists', (s) => ({ ...s, product: { ...s.product, pricingStrategy: 'constructor' } })],
    ['a product text over the 60-character limit', (s) => ({ ...s, product: { ...s.product, productConcept: 'x'.repeat(61) } })],
    ['a product text with a bidi control', (s) => ({ ...s, product: { ...s.product, productConcept: '\u202EStudyBuddy' } })],
    ['a weather the round does not have', (s) => ({ ...s, weatherCondition: 'blizzard' })],
    ['a seed that is not the one played', (s) => ({ ...s, seed: 'other' })],
  ];
  it.each(cases)('%s', (_name, edit) => {
    const s = playRounds('v-imp', 'leader', 2, 3);
    expect(validate(json(s))).toEqual(s);
    expect(typeof validate(json(edit(s)))).toBe('string');
  });

  it('the case that once crashed: a decision open after seven recorded rounds is rejected, and the engine refuses the move', () => {
    const seven = finished();
    const reopened: SummitState = { ...seven, phase: 'decision', roundKind: 'crisis', roundOutcome: null, summitReached: null };
    expect(typeof validate(json(reopened))).toBe('string');
    const opts = optionsFor(STORY, 7, 'doctor');
    const r = engineStep(reopened, { type: 'submitDecision', role: 'doctor', optionId: opts[0].id }, STORY);
    expect(r.refusal?.message).toBe('This round is not open for decisions.');
    expect(r.state).toBe(reopened);
  });

  it('pre-game states: a confirmed role without a role, setup without a role, a product before setup', () => {
    const fresh = initialState('v-pre');
    expect(validate(json(fresh))).toEqual(fresh);
    expect(typeof validate(json({ ...fresh, roleConfirmed: true }))).toBe('string');
    expect(typeof validate(json({ ...fresh, phase: 'setup' }))).toBe('string');
    expect(typeof validate(json({ ...fresh, product: PRODUCT }))).toBe('string');
    const picked = step(step(fresh, { type: 'selectRole', role: 'doctor' }), { type: 'startSimulation' });
    expect(validate(json(picked))).toEqual(picked);
  });
});

describe('unknown keys dropped, a fresh object returned, deep junk rejected', () => {
  it('keys the game does not know are dropped at every level, and nothing is shared with the input', () => {
    const s = playRounds('v-keys', 'environmentalist', 1, 4);
    const dirty = json(s) as unknown as Record<string, unknown> & SummitState;
    (dirty as Record<string, unknown>).extra = { deep: [[[1]]] };
    (dirty.team[0] as unknown as Record<string, unknown>).nickname = 'x';
    (dirty.history[0].outcome as unknown as Record<string, unknown>).bonus = 99;
    const out = validate(dirty);
    expect(out).toEqual(s);
    const o = out as SummitState;
    expect(o).not.toBe(dirty);
    expect(Object.keys(o)).not.toContain('extra');
    expect(Object.keys(o.team[0])).not.toContain('nickname');
    expect(Object.keys(o.history[0].outcome)).not.toContain('bonus');
    expect(o.team).not.toBe(dirty.team);
    expect(o.history[0]).not.toBe(dirty.history[0]);
  });
  it('6,000-deep nested arrays in a field are rejected, and in an unknown key are dropped so the save can be written', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 6000; i++) deep = [deep];
    const s = playRounds('v-deep', 'leader', 0, 2);
    const inField = json(s) as unknown as Record<string, unknown>;
    inField.history = [deep];
    expect(typeof validate(inField)).toBe('string');
    const inVote = json(s);
    (inVote.history[0].votes[0] as unknown as { optionId: unknown }).optionId = deep;
    expect(typeof validate(inVote)).toBe('string');
    const unknownKey = { ...json(s), junk: deep };
    const out = validate(unknownKey);
    expect(out).toEqual(s);
    expect(() => JSON.stringify(out)).not.toThrow();
  });
  it('non-objects and wrong types anywhere are rejected without throwing', () => {
    for (const x of [null, 1, 'x', [], [1], { history: 'x' }, { ...initialState('a'), team: null }, { ...initialState('a'), rng: { s: [1, 2] } }]) {
      expect(typeof validate(x)).toBe('string');
    }
  });
});

describe('property: from random valid states, random play stays valid and survives JSON', () => {
  const roleArb = fc.constantFrom<RoleId>(...C.ROLES);
  const actionArb: fc.Arbitrary<(s: SummitState) => SummitAction> = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 2 }).map((i) => (s: SummitState) => {
      const role = s.selectedRole ?? 'journalist';
      const opts = optionsFor(STORY, s.round, role);
      return { type: 'submitDecision', role: s.selectedRole, optionId: opts.length ? opts[i % opts.length].id : null } as SummitAction;
    }) },
    { weight: 6, arbitrary: fc.constant(() => ({ type: 'advance' }) as SummitAction) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 70 }).map(() => () => ({ type: 'tick' }) as SummitAction) },
    { weight: 1, arbitrary: roleArb.map((role) => () => ({ type: 'selectRole', role }) as SummitAction) },
    { weight: 1, arbitrary: fc.constant(() => ({ type: 'confirmRole' }) as SummitAction) },
    { weight: 1, arbitrary: fc.constant(() => ({ type: 'startSimulation' }) as SummitAction) },
    { weight: 2, arbitrary: fc.constant(() => ({ type: 'setupProduct', product: PRODUCT }) as SummitAction) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((seed) => () => ({ type: 'climbAgain', seed }) as SummitAction) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((seed) => () => ({ type: 'reset', seed }) as SummitAction) },
    { weight: 1, arbitrary: roleArb.map((role) => () => ({ type: 'submitDecision', role, optionId: 'r1-leader-push' }) as SummitAction) },
  );

  it('every state reached re-validates to itself and survives a JSON round trip', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.array(actionArb, { minLength: 1, maxLength: 40 }), fc.array(actionArb, { minLength: 1, maxLength: 40 }), (seed, prefix, moves) => {
        // A random valid state, loaded the way a save is loaded.
        let s = initialState(seed);
        for (const m of prefix) s = step(s, m(s));
        const loaded = validate(json(s));
        expect(loaded).toEqual(s);
        s = loaded as SummitState;
        for (const m of moves) {
          s = step(s, m(s));
          const back = validate(json(s));
          if (typeof back === 'string') throw new Error(`the engine wrote a save its validator rejects: ${back}`);
          expect(back).toEqual(s);
        }
      }),
      { numRuns: 150 },
    );
  });
});
