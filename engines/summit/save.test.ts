/**
 * The Summit save (docs/engines.md, "The record"): only the record is stored, and loading replays it. What the old
 * state validator checked field by field (a gauge, a vote, a weather, a score no rule gives) can no longer be saved at
 * all: every figure is the replay's. What a save holds — the setup, the seed and the moves — is checked by the
 * record's description (manifest.ts) and by the replay: an edited record is set aside as corrupt.
 */
import fc from 'fast-check';
import { recordSave, type GameRecord } from '../core/record';
import { decode, encode } from '../core/save';
import { randomRun } from '../core/testkit';
import * as C from './constants';
import { optionsFor, step as engineStep } from './engine';
import { STORY } from '../../content/summit/story';
import { manifest } from './manifest';
import { rules } from './index';
import { playOn, playSummit, PRODUCT } from './classroom.testkit';
import { start } from '../core/record';
import type { RoleId, SummitAction, SummitSetup, SummitState } from './types';

const spec = recordSave(manifest);
type Rec = GameRecord<SummitSetup, SummitAction>;
const load = (data: unknown) => decode(spec, JSON.stringify({ v: manifest.save.version, data }));

const setUp = (role: RoleId | null, seed: string) =>
  playOn(start(rules, { role }, seed), ...(role ? [{ type: 'startSimulation' } as const] : []), { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null });

/** Plays `rounds` rounds taking option `pick`; stops on the outcome of the last one. */
function playRounds(seed: string, role: RoleId, pick: number, rounds: number) {
  let p = setUp(role, seed);
  for (let r = 1; r <= rounds && p.state.phase === 'decision'; r++) {
    p = playOn(p, { type: 'submitDecision', role, optionId: optionsFor(STORY, p.state.round, role)[pick % 3].id });
    if (r < rounds) p = playOn(p, { type: 'advance' });
  }
  return p;
}

describe('a save is the record, and loads by replaying it', () => {
  it('an unedited new, mid-game, defaulted and finished save loads as it was', () => {
    for (const p of [start(rules, { role: null }, 'v-0'), setUp('leader', 'v-a'), setUp(null, 'v-j'), playRounds('v-b', 'journalist', 1, 3), playSummit('v-final', 'doctor', [0])]) {
      const text = encode(spec, p);
      expect(JSON.parse(text)).toEqual({ v: 2, data: p.record });
      const back = decode(spec, text);
      expect(back).toEqual({ ok: true, value: p });
    }
  });
});

describe('an edited record is set aside (the replay gives every figure, so only the moves can be edited)', () => {
  const base = () => JSON.parse(JSON.stringify(playRounds('v-imp', 'leader', 2, 3).record)) as Rec;
  const cases: [string, (r: Rec) => unknown, string][] = [
    ['a decision for an option the story does not have', (r) => ({ ...r, moves: r.moves.map((m) => (m.type === 'submitDecision' ? { ...m, optionId: 'r3-jump' } : m)) }), 'moves[2].optionId'],
    ['another role’s option', (r) => ({ ...r, moves: r.moves.map((m, i) => (i === 2 ? { ...m, optionId: 'r1-doctor-rest' } : m)) }), 'move 3 does not replay: Error Submitting Vote'],
    ['a decision for another role than the player’s', (r) => ({ ...r, moves: r.moves.map((m, i) => (i === 2 ? { ...m, role: 'doctor' } : m)) }), 'move 3 does not replay'],
    ['a role outside the role list', (r) => ({ ...r, setup: { role: 'guide' } }), 'setup.role'],
    ['a product outside the lists', (r) => ({ ...r, moves: r.moves.map((m) => (m.type === 'setupProduct' ? { ...m, product: { ...m.product, pricingStrategy: 'constructor' } } : m)) }), 'moves[1].product.pricingStrategy'],
    ['a product text with only invisible characters', (r) => ({ ...r, moves: r.moves.map((m) => (m.type === 'setupProduct' ? { ...m, product: { ...m.product, productConcept: '\u202E\u200B' } } : m)) }), 'move 2 does not replay'],
    ['a product text over the 60-character limit', (r) => ({ ...r, moves: r.moves.map((m) => (m.type === 'setupProduct' ? { ...m, product: { ...m.product, productConcept: 'x'.repeat(61) } } : m)) }), 'move 2 does not replay'],
    ['a round decided twice', (r) => ({ ...r, moves: [...r.moves, r.moves[r.moves.length - 1]] }), 'does not replay: This round is not open for decisions.'],
    ['an advance with no outcome on screen', (r) => ({ ...r, moves: [...r.moves.slice(0, 2), { type: 'advance' }] }), 'move 3 does not replay: There is no round outcome to move on from.'],
    ['a seed that is not text', (r) => ({ ...r, seed: 5 }), 'seed'],
    ['another game', (r) => ({ ...r, game: 'everest' }), 'game'],
    ['rules newer than these', (r) => ({ ...r, rulesVersion: rules.RULES_VERSION + 1 }), 'rulesVersion'],
    ['more moves than a game has', (r) => ({ ...r, moves: Array.from({ length: manifest.movesMax + 1 }, () => ({ type: 'advance' })) }), 'moves'],
  ];
  it.each(cases)('%s', (_name, edit, error) => {
    expect(load(base()).ok).toBe(true);
    expect(load(edit(base()))).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining(error) });
  });

  it('the review’s case: a decision after seven recorded rounds is refused by the engine, and by the replay', () => {
    const seven = playRounds('v-final', 'doctor', 0, 7);
    expect(seven.state).toMatchObject({ phase: 'outcome', round: 7 });
    const reopened: SummitState = { ...seven.state, phase: 'decision', roundKind: 'crisis', roundOutcome: null, summitReached: null };
    const opts = optionsFor(STORY, 7, 'doctor');
    const r = engineStep(reopened, { type: 'submitDecision', role: 'doctor', optionId: opts[0].id }, STORY);
    expect(r.refusal?.message).toBe('This round is not open for decisions.');
    expect(r.state).toBe(reopened);
    const more = { ...seven.record, moves: [...seven.record.moves, { type: 'submitDecision', role: 'doctor', optionId: opts[0].id }] };
    expect(load(more)).toMatchObject({ ok: false, error: expect.stringContaining('This round is not open for decisions.') });
  });

  it('pre-game records: a confirmation or a start without a role is refused', () => {
    const fresh = start(rules, { role: null }, 'v-pre').record;
    expect(load(fresh).ok).toBe(true);
    expect(load({ ...fresh, moves: [{ type: 'confirmRole' }] })).toMatchObject({ ok: false, error: 'move 1 does not replay: Please select a role first' });
    expect(load({ ...fresh, moves: [{ type: 'startSimulation' }] })).toMatchObject({ ok: false, error: 'move 1 does not replay: Please select a role first' });
    expect(load({ ...fresh, setup: { role: 'doctor' }, moves: [{ type: 'startSimulation' }] }).ok).toBe(true);
  });
});

describe('unknown keys dropped, a fresh object returned, deep junk rejected', () => {
  it('keys the record does not describe are dropped at every level', () => {
    const p = playRounds('v-keys', 'environmentalist', 1, 4);
    const dirty = JSON.parse(JSON.stringify(p.record)) as Record<string, unknown> & Rec;
    dirty.extra = { deep: [[[1]]] };
    (dirty.moves[1] as unknown as Record<string, unknown>).bonus = 99;
    (dirty.setup as unknown as Record<string, unknown>).nickname = 'x';
    const out = load(dirty);
    expect(out).toEqual({ ok: true, value: p });
    if (!out.ok) return;
    expect(Object.keys(out.value.record)).not.toContain('extra');
    expect(Object.keys(out.value.record.moves[1])).not.toContain('bonus');
    expect(Object.keys(out.value.record.setup)).not.toContain('nickname');
  });
  it('6,000-deep nested arrays in a field are rejected, and in an unknown key are dropped so the save can be written', () => {
    // Written as text (as storage holds it): JSON.stringify itself cannot write 6,000 levels.
    const deep = `${'['.repeat(6000)}1${']'.repeat(6000)}`;
    const withDeep = (data: unknown) => decode(spec, JSON.stringify({ v: manifest.save.version, data }).replace('"DEEP"', deep));
    const p = playRounds('v-deep', 'leader', 0, 2);
    expect(withDeep({ ...p.record, moves: ['DEEP'] }).ok).toBe(false);
    expect(withDeep({ ...p.record, moves: p.record.moves.map((m, i) => (i === 2 ? { ...m, optionId: 'DEEP' } : m)) }).ok).toBe(false);
    const out = withDeep({ ...p.record, junk: 'DEEP' });
    expect(out).toEqual({ ok: true, value: p });
    expect(() => JSON.stringify(out)).not.toThrow();
  });
  it('non-objects and wrong types anywhere are rejected without throwing', () => {
    const fresh = start(rules, { role: null }, 'a').record;
    for (const x of [null, 1, 'x', [], [1], { moves: 'x' }, { ...fresh, setup: null }, { ...fresh, moves: [null] }, { ...fresh, moves: [{ type: 'tick' }] }, { ...fresh, moves: [{ type: 'reset', seed: 'x' }] }]) {
      expect(load(x).ok).toBe(false);
    }
  });
});

describe('property: random play keeps every record loadable, and it survives JSON', () => {
  const candidates = (s: SummitState): SummitAction[] => {
    if (s.phase === 'final') return [];
    const role = s.selectedRole ?? 'journalist';
    const opts = optionsFor(STORY, s.round, role);
    return [
      ...opts.map((o) => ({ type: 'submitDecision' as const, role: s.selectedRole, optionId: o.id })),
      { type: 'submitDecision', role: 'leader', optionId: 'r1-leader-push' },
      { type: 'advance' },
      { type: 'advance' },
      { type: 'confirmRole' },
      { type: 'startSimulation' },
      { type: 'setupProduct', product: PRODUCT, founderProfile: null, rivalProfile: null },
      { type: 'setupProduct', product: { ...PRODUCT, productConcept: 'x' }, founderProfile: null, rivalProfile: null },
    ];
  };

  it('every record reached re-loads to the same game', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/), fc.constantFrom<RoleId | null>(null, ...C.ROLES), fc.string({ maxLength: 8 }), (seed, role, run) => {
        const { played } = randomRun(rules, { role }, seed, candidates, run, 60);
        expect(decode(spec, encode(spec, played))).toEqual({ ok: true, value: played });
      }),
      { numRuns: 150 },
    );
  });
});
