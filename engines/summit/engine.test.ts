import * as C from './constants';
import { initialState, optionsFor, refusal, REFUSAL, roleChangeRefusal, step as engineStep } from './engine';
import { debriefTotals, verdict } from './selectors';
import { STORY } from '../../content/summit/story';
import { recordSave, start } from '../core/record';
import { decode, encode } from '../core/save';
import { expectRefusal, playMoves } from '../core/testkit';
import { rules } from './index';
import { manifest } from './manifest';
import type { SummitAction } from './types';
import { PRODUCT, play, run, started, step } from './testkit';
import { SPEC } from './fixtures/spec';

const saveSpec = recordSave(manifest);
/** A record's save text, loaded back (decode of encode). */
const roundTrip = (moves: SummitAction[], role: 'doctor' | 'leader' | null = 'doctor', seed = 'txt') => {
  const p = playMoves(rules, { role }, seed, moves);
  return { played: p, back: decode(saveSpec, encode(saveSpec, p)) };
};

describe('start values', () => {
  it('oxygen 100, morale 80, five members at health 100, timer 60, round 1', () => {
    const s = initialState('x');
    // The discussion clock is the round screen's now (components/summit/RoundPanel.tsx); it starts at this constant.
    expect([s.oxygen, s.morale, C.ROUND_TIMER_SECONDS, s.round, s.progress, s.campPosition]).toEqual([SPEC.oxygen, SPEC.morale, SPEC.timerSeconds, 1, 0, 0]);
    expect(s).not.toHaveProperty('timeRemaining');
    expect(s.team).toHaveLength(SPEC.teamSize);
    expect(s.team.every((m) => m.health === SPEC.health && m.alive)).toBe(true);
    expect(s.phase).toBe('roles');
    expect(C.TOTAL_ROUNDS).toBe(SPEC.rounds);
  });
});

describe('role choice', () => {
  it('Confirm and Start without a role say "Please select a role first" and change nothing', () => {
    const s = initialState('x');
    for (const type of ['confirmRole', 'startSimulation'] as const) {
      const r = step(s, { type });
      expect(r.refusal).toEqual({ code: 'no-role', message: 'Please select a role first' });
      expect(r.state).toBe(s);
    }
  });
  it('confirming builds the team: the player and four AI teammates named by role title', () => {
    const s = run(initialState('x', 'doctor'), { type: 'confirmRole' });
    expect(s.roleConfirmed).toBe(true);
    expect(s.team.map((m) => m.name)).toEqual(['AI Leader', 'You', 'AI Environmentalist', 'AI Climber', 'AI Journalist']);
    expect(s.team.filter((m) => m.isPlayer).map((m) => m.role)).toEqual(['doctor']);
  });
  it('the role is locked after confirmation', () => {
    // Picking a role is the record's setup (a new expedition with that role), allowed until the role is confirmed.
    expect(roleChangeRefusal(initialState('x', 'doctor'))).toBeNull();
    const s = run(initialState('x', 'doctor'), { type: 'confirmRole' });
    const r = roleChangeRefusal(s);
    expect(r?.message).toBe(C.MSG_ROLE_LOCKED);
    expectRefusal(r, 'role-locked');
    expect(s.selectedRole).toBe('doctor');
  });
  it('Start Simulation with a picked role confirms it and opens setup', () => {
    const s = run(initialState('x', 'climber'), { type: 'startSimulation' });
    expect(s.phase).toBe('setup');
    expect(s.roleConfirmed).toBe(true);
  });
});

describe('setup and starting a round', () => {
  it('bad product input is refused with a message and nothing lost', () => {
    const s = run(initialState('x', 'climber'), { type: 'startSimulation' });
    const r = step(s, { type: 'setupProduct', product: { ...PRODUCT, productConcept: '' } });
    expect(r.refusal?.message).toMatch(/2 to 60 characters/);
    expect(r.state).toBe(s);
  });
  it('a valid product opens round 1: clear weather, a role decision, trimmed names', () => {
    const s = step(run(initialState('x', 'climber'), { type: 'startSimulation' }), {
      type: 'setupProduct',
      product: { ...PRODUCT, productConcept: '  StudyBuddy  ' },
    });
    expect(s.notice).toBeUndefined();
    expect(s.state.phase).toBe('decision');
    expect(s.state.round).toBe(1);
    expect(s.state.weatherCondition).toBe('clear');
    expect(s.state.roundKind).toBe('decision');
    expect(s.state.product.productConcept).toBe('StudyBuddy');
  });
  it('no role when the round starts: the player becomes the Journalist, with a warning', () => {
    const r = step(initialState('x'), { type: 'setupProduct', product: PRODUCT });
    expect(r.notice).toEqual({ kind: 'warning', message: C.MSG_NO_ROLE_WARNING });
    expect(r.state.selectedRole).toBe('journalist');
    expect(r.state.roleDefaulted).toBe(true);
    expect(r.state.team.find((m) => m.isPlayer)?.role).toBe('journalist');
  });
});

describe('submitting a decision or vote', () => {
  const vote = { code: 'vote-invalid', message: 'Error Submitting Vote', detail: 'There was a problem recording your decision. Please try again.' };
  it('without a decision, without a role, with the wrong role or an unknown option: the spec error, state unchanged', () => {
    const s = started('leader');
    for (const a of [
      { type: 'submitDecision', role: 'leader', optionId: null },
      { type: 'submitDecision', role: null, optionId: 'r1-leader-push' },
      { type: 'submitDecision', role: 'doctor', optionId: 'r1-doctor-rest' },
      { type: 'submitDecision', role: 'leader', optionId: 'nope' },
    ] as SummitAction[]) {
      const r = step(s, a);
      expect(r.refusal).toEqual(vote);
      expect(r.state).toBe(s);
    }
  });
  it('a role decision: the player’s choice counts and every teammate’s pick is shown', () => {
    const s = step(started('leader'), { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-restday' }).state;
    expect(s.phase).toBe('outcome');
    expect(s.lastDecisionId).toBe('r1-leader-restday');
    expect(Object.keys(s.crisisVotes).sort()).toEqual([...C.ROLES].sort());
    // clear round 1: -5 oxygen; morale -5 +10 (rest)
    expect([s.oxygen, s.morale]).toEqual([95, 85]);
    expect(s.progress).toBe(17 + C.REST_PROGRESS); // 14 + floor(80/100*4), and a rest day climbs 7 less
    expect(s.history[0].settledBy).toBe('role');
  });
  it('a crisis vote: five votes, the majority decides', () => {
    let s = started('climber');
    s = run(s, { type: 'submitDecision', role: 'climber', optionId: 'r1-climber-scout' }, { type: 'advance' });
    s = run(s, { type: 'submitDecision', role: 'climber', optionId: 'r2-climber-rival' }, { type: 'advance' });
    expect(s.round).toBe(3);
    expect(s.roundKind).toBe('crisis');
    expect(s.weatherCondition).toBe('cloudy');
    s = step(s, { type: 'submitDecision', role: 'climber', optionId: 'r3-push' }).state;
    const rec = s.history[2];
    expect(rec.votes).toHaveLength(5);
    const counts = new Map<string, number>();
    rec.votes.forEach((v) => counts.set(v.optionId, (counts.get(v.optionId) ?? 0) + 1));
    const max = Math.max(...counts.values());
    expect(counts.get(rec.decisionId)).toBe(max);
    // the Doctor votes conserve, the Climber (player) push, the Journalist push (summit tag)
    expect(s.crisisVotes.doctor).toBe('r3-conserve');
    expect(s.crisisVotes.journalist).toBe('r3-push');
    expect(s.lastDecision).toBe(rec.decisionText);
  });
  it('a crisis tie is settled by the Leader: a Leader player decides a 2-2 split', () => {
    // Round 3 with the player as Leader voting push: doctor conserve, environmentalist rest,
    // climber push, journalist push -> push 3, a majority. Voting rest instead: rest 2 (player, env) vs push 2 vs conserve 1 -> leader's rest.
    let s = started('leader', 'tie');
    s = run(s, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-kickoff' }, { type: 'advance' });
    s = run(s, { type: 'submitDecision', role: 'leader', optionId: 'r2-leader-listen' }, { type: 'advance' });
    const r = step(s, { type: 'submitDecision', role: 'leader', optionId: 'r3-rest' }).state;
    expect(r.crisisVotes).toEqual({ leader: 'r3-rest', doctor: 'r3-conserve', environmentalist: 'r3-rest', climber: 'r3-push', journalist: 'r3-push' });
    expect(r.history[2].settledBy).toBe('leader');
    expect(r.lastDecisionId).toBe('r3-rest');
  });
});

describe('advancing and the end', () => {
  it('rounds 1..7 then final results; the storm on 5 and blizzards after', () => {
    // The Doctor conserves, rests in rounds 2, 4 and 6 and votes to conserve in every crisis: launch day.
    const states = play('end', 'doctor', [0, 2, 0, 2, 0, 2, 0]);
    const final = states[states.length - 1];
    expect(final.phase).toBe('final');
    expect(final.history.map((h) => h.round)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(final.history.map((h) => h.weather)).toEqual(['clear', 'clear', 'cloudy', 'cloudy', 'storm', 'blizzard', 'blizzard']);
    expect(final.history.map((h) => h.kind)).toEqual(['decision', 'decision', 'crisis', 'decision', 'crisis', 'decision', 'crisis']);
    expect(final.summitReached).toBe(true);
    expect(verdict(final)).toMatch(/^Summit reached/);
    // Conserving every round never rests: morale falls below 50 before the blizzards and the team stops climbing.
    const tired = play('end', 'doctor', [0, 0, 0, 0, 0, 0, 0]).pop()!;
    expect(tired.summitReached).toBe(false);
    expect(tired.history.slice(5).map((h) => h.outcome.progressGain)).toEqual([0, 0]);
    expect(verdict(tired)).toMatch(/^The team reached \d+ progress of the 90 needed/);
  });
  it('advance is refused outside an outcome (the discussion clock is the round screen’s: RoundPanel.test.tsx)', () => {
    const s = started('leader');
    expect(step(s, { type: 'advance' }).refusal).toEqual({ code: 'no-outcome', message: C.MSG_NO_OUTCOME });
    const out = step(s, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-push' }).state;
    expect(step(out, { type: 'advance' }).state.phase).toBe('decision');
  });
  it('the score is recomputed after each outcome and gets +100 for the summit', () => {
    const states = play('score', 'leader', [1, 2, 2, 2, 2, 2, 2]);
    const final = states[states.length - 1];
    const alive = final.team.filter((m) => m.alive).length;
    expect(final.score).toBe(final.progress + final.oxygen + final.morale + 20 * alive + (final.summitReached ? 100 : 0));
  });
  it('climb again keeps the role and product and opens round 1 fresh', () => {
    // As the end screen does it: a new record with the role, whose first move sets up the same product.
    const final = play('again', 'journalist', [1, 1, 1, 1, 1, 1, 1]).pop()!;
    const r = step(initialState('again-2', final.selectedRole), { type: 'setupProduct', product: final.product, founderProfile: final.founderProfile, rivalProfile: final.rivalProfile });
    expect(r.notice).toBeUndefined();
    const s = r.state;
    expect(s.phase).toBe('decision');
    expect(s.round).toBe(1);
    expect(s.selectedRole).toBe('journalist');
    expect(s.product).toEqual(PRODUCT);
    expect([s.oxygen, s.morale, s.history.length]).toEqual([100, 80, 0]);
  });
  it('the debrief totals add up to the gauge changes', () => {
    const final = play('debrief', 'climber', [0, 0, 0, 0, 0, 0, 0]).pop()!;
    const rows = debriefTotals(final);
    const total = (g: string) => rows.filter((r) => r.gauge === g).reduce((s, r) => s + r.amount, 0);
    expect(total('progress')).toBe(final.progress);
    expect(rows.some((r) => r.label === 'Decisions to push')).toBe(true);
  });
});

describe('saves (the record: save.test.ts)', () => {
  it('a game mid-game survives JSON and loading', () => {
    const moves: SummitAction[] = [{ type: 'startSimulation' }, { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null }];
    const { played, back } = roundTrip([...moves, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-kickoff' }, { type: 'advance' }], 'leader', 'save');
    expect(back).toEqual({ ok: true, value: played });
  });
  it('rejects broken saves', () => {
    const rec = start(rules, { role: 'leader' }, 'save').record;
    const load = (data: unknown) => decode(saveSpec, JSON.stringify({ v: 2, data }));
    expect(load(null).ok).toBe(false);
    expect(load({ ...rec, moves: [{ type: 'advance' }] }).ok).toBe(false);
    expect(load({ ...rec, rulesVersion: 99 }).ok).toBe(false);
    expect(load({ ...rec, moves: [{ type: 'tick' }] }).ok).toBe(false);
    expect(load({ ...rec, setup: { role: 'guide' } }).ok).toBe(false);
  });
});

describe('risky decisions', () => {
  const atRound5 = (seed: string) => {
    let s = started('leader', seed);
    for (const id of ['r1-leader-kickoff', 'r2-leader-listen', 'r3-conserve', 'r4-leader-practice']) {
      s = run(s, { type: 'submitDecision', role: 'leader', optionId: id }, { type: 'advance' });
    }
    return s;
  };
  it('a decision without risk never causes an accident', () => {
    for (let i = 0; i < 30; i++) {
      const s = step(atRound5(`safe-${i}`), { type: 'submitDecision', role: 'leader', optionId: 'r5-conserve' }).state;
      expect(s.roundOutcome?.accident).toBeNull();
    }
  });
  it('a risky decision causes an accident on some seeds only, the same way each time', () => {
    const accidents = Array.from({ length: 40 }, (_, i) => {
      const s = step(atRound5(`risk-${i}`), { type: 'submitDecision', role: 'leader', optionId: 'r5-push' }).state;
      expect(s.lastDecisionId).toBe('r5-push'); // leader + climber + journalist push: 3 of 5
      return s.roundOutcome?.accident ?? null;
    });
    expect(accidents.some((a) => a)).toBe(true);
    expect(accidents.some((a) => !a)).toBe(true);
    const again = step(atRound5('risk-3'), { type: 'submitDecision', role: 'leader', optionId: 'r5-push' }).state.roundOutcome?.accident ?? null;
    expect(again).toBe(accidents[3]);
  });
});

describe('typed product texts (docs/rules/summit.md, "Typed texts")', () => {
  const atSetup = () => run(initialState('txt', 'doctor'), { type: 'startSimulation' });
  it('are cleaned with the one rule: bidi controls, zero-width spaces and control characters go, spaces collapse', () => {
    const s = step(atSetup(), {
      type: 'setupProduct',
      product: { ...PRODUCT, productConcept: '\u202EStudy\u200B  Buddy\u0007 ', targetMarket: 'Students\taged 13-18' },
    }).state;
    expect(s.phase).toBe('decision');
    expect(s.product.productConcept).toBe('Study Buddy');
    expect(s.product.targetMarket).toBe('Students aged 13-18');
    // The save keeps the move as typed; loading replays it to the same cleaned state.
    const { back } = roundTrip([{ type: 'startSimulation' }, { type: 'setupProduct', product: { ...PRODUCT, productConcept: '\u202EStudy\u200B  Buddy\u0007 ', targetMarket: 'Students\taged 13-18' }, founderProfile: null, rivalProfile: null }]);
    expect(back.ok && back.value.state).toEqual(s);
  });
  it('invisible characters do not count towards the minimum, and over 60 characters is refused with a message', () => {
    const s = atSetup();
    const invisible = step(s, { type: 'setupProduct', product: { ...PRODUCT, productConcept: '\u200B\u200B\u200B' } });
    expect(invisible.refusal?.message).toMatch(/2 to 60 characters/);
    expect(invisible.state).toBe(s);
    const long = step(s, { type: 'setupProduct', product: { ...PRODUCT, targetMarket: 'y'.repeat(C.PRODUCT_TEXT_MAX + 1) } });
    expect(long.refusal?.message).toMatch(/2 to 60 characters/);
    expect(long.state).toBe(s);
  });
  it('a profile that is not valid is left out instead of stored', () => {
    const s = step(atSetup(), {
      type: 'setupProduct',
      product: PRODUCT,
      founderProfile: { strengths: ['a', 'b', 'c', 'd'], industry: 'EdTech' },
      rivalProfile: { competitor: 'x', uniquenessText: 'z'.repeat(C.UNIQUENESS_TEXT_MAX + 1), uniquenessScore: 'high' },
    }).state;
    expect(s.founderProfile).toBeNull();
    expect(s.rivalProfile).toBeNull();
  });
  it('a seed longer than the limit is not a record: its save is refused', () => {
    const rec = start(rules, { role: 'doctor' }, 'S'.repeat(C.SEED_MAX_LENGTH + 1)).record;
    expect(decode(saveSpec, JSON.stringify({ v: 2, data: rec }))).toMatchObject({ ok: false, error: expect.stringContaining('seed') });
    expect(decode(saveSpec, JSON.stringify({ v: 2, data: { ...rec, seed: 'S'.repeat(C.SEED_MAX_LENGTH) } })).ok).toBe(true);
  });
});

describe('the engine contract (docs/engines.md, "Refusals")', () => {
  const ACTIONS: SummitAction[] = [
    { type: 'confirmRole' },
    { type: 'startSimulation' },
    { type: 'setupProduct', product: PRODUCT },
    { type: 'setupProduct', product: { ...PRODUCT, targetMarket: '' } },
    { type: 'submitDecision', role: 'leader', optionId: null },
    { type: 'advance' },
  ];
  const states = [initialState('c'), initialState('c', 'leader'), ...play('contract', 'leader', [0, 1, 2, 0, 1, 2, 0])];

  it('step refuses exactly when refusal() says so, with the same message, and returns the same state', () => {
    let refusals = 0;
    for (const s of states) {
      const opts = s.selectedRole ? optionsFor(STORY, s.round, s.selectedRole) : [];
      for (const a of [...ACTIONS, ...opts.map((o): SummitAction => ({ type: 'submitDecision', role: s.selectedRole, optionId: o.id }))]) {
        const why = refusal(s, a, STORY);
        const r = step(s, a);
        expect(r.refusal ?? null).toEqual(why);
        if (why) {
          refusals++;
          expect(Object.values(REFUSAL)).toContain(why.code);
          expect(r.state).toBe(s);
          expect(r.notice).toBeUndefined();
        }
      }
    }
    expect(refusals).toBeGreaterThan(states.length); // every state refuses something
  });

  it('rules.step reads the real story, and rules.init takes the seed and role it is given', () => {
    const s = rules.init({ role: null }, 'SEED-A');
    expect(s.seed).toBe('SEED-A');
    expect(rules.init({ role: null }, 'SEED-B').seed).toBe('SEED-B');
    expect(rules.init({ role: 'climber' }, 'SEED-A')).toEqual({ ...s, selectedRole: 'climber' });
    const a: SummitAction = { type: 'confirmRole' };
    expect(rules.step(s, a)).toEqual(engineStep(s, a, STORY));
    const at = started('climber');
    const pick: SummitAction = { type: 'submitDecision', role: 'climber', optionId: STORY[0].kind === 'decision' ? STORY[0].options.climber[0].id : '' };
    expect(rules.refusal(at, pick)).toBeNull();
    expect(rules.step(at, pick)).toEqual(engineStep(at, pick, STORY));
    expect(manifest.save.key).toBe('summit-of-decisions');
  });

  it('every refusal has its code (one test per code)', () => {
    const fresh = initialState('codes');
    expectRefusal(step(fresh, { type: 'confirmRole' }), REFUSAL.noRole);
    expectRefusal(roleChangeRefusal(run(initialState('codes', 'doctor'), { type: 'confirmRole' })), REFUSAL.roleLocked);
    const s = started('leader');
    expectRefusal(step(s, { type: 'setupProduct', product: PRODUCT }), REFUSAL.alreadyStarted);
    expectRefusal(step(run(initialState('codes', 'leader'), { type: 'startSimulation' }), { type: 'setupProduct', product: { ...PRODUCT, productConcept: 'x' } }), REFUSAL.productInvalid);
    expectRefusal(step(s, { type: 'submitDecision', role: 'leader', optionId: 'nope' }), REFUSAL.voteInvalid);
    const out = step(s, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-kickoff' }).state;
    expectRefusal(step(out, { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-kickoff' }), REFUSAL.roundClosed);
    expectRefusal(step(s, { type: 'advance' }), REFUSAL.noOutcome);
  });
});
