/**
 * Saves made before the record (save version 1: the whole state, rules 2), read by today's code (docs/engines.md,
 * "Saves under older rules"). The fixtures are the exact texts today's screens stored, made by running the engine
 * as it was (fixtures/old-saves-v1.json): each becomes a record, replayed under the current rules. It plays on when
 * every move is still legal; it is set aside naming the change when not; corrupt data is still set aside.
 */
import { isRefused } from '../core/contract';
import { play, recordSave, SAVE_MESSAGES } from '../core/record';
import { decode } from '../core/save';
import { optionsFor } from './engine';
import { STORY } from '../../content/summit/story';
import { RULES_VERSION } from './index';
import { manifest } from './manifest';
import { recordOfV1 } from './migrate';
import fixtures from './fixtures/old-saves-v1.json';
import type { SummitState } from './types';

const spec = recordSave(manifest);
const load = (text: string) => decode(spec, text);
const oldState = (text: string) => (JSON.parse(text) as { v: number; data: SummitState }).data;

/** What a version-1 state says of the game that a replay under today's rules keeps (whatever the accidents). */
const shape = (s: SummitState) => ({
  seed: s.seed,
  phase: s.phase,
  round: s.round,
  selectedRole: s.selectedRole,
  roleConfirmed: s.roleConfirmed,
  roleDefaulted: s.roleDefaulted,
  product: s.product,
  founderProfile: s.founderProfile,
  rivalProfile: s.rivalProfile,
  decisions: s.history.map((h) => h.votes.find((v) => v.byPlayer)?.optionId),
});

const IN_PROGRESS = ['outcomeRound3', 'decisionRound4', 'rolesPicked', 'rolesEmpty', 'rolesConfirmed', 'setup', 'defaultedJournalist', 'withProfiles', 'finished', 'climbedAgain'] as const;

describe('a version-1 save loads as a record and plays on under the current rules', () => {
  it.each(IN_PROGRESS.map((k) => [k]))('%s', (key) => {
    const text = fixtures[key];
    const old = oldState(text);
    const out = load(text);
    if (!out.ok) throw new Error(`${key} was set aside: ${'error' in out ? out.error : out.reason}`);
    expect(out.migratedFrom).toBe(1);
    const { record, state } = out.value;
    expect(record.rulesVersion).toBe(RULES_VERSION);
    expect(record.seed).toBe(old.seed);
    expect(shape(state)).toEqual(shape(old));
    // No accident in these games: every figure is what the old save held (the discussion clock is the screen's now).
    const { rng: _rng, timeRemaining: _t, ...rest } = old as SummitState & { rng: unknown; timeRemaining: number };
    expect(state).toEqual(rest);
    // It plays on: the next move the screen offers is applied.
    const next =
      state.phase === 'decision'
        ? { type: 'submitDecision' as const, role: state.selectedRole, optionId: optionsFor(STORY, state.round, state.selectedRole!)[0].id }
        : state.phase === 'outcome'
          ? { type: 'advance' as const }
          : state.phase === 'final'
            ? null
            : { type: 'setupProduct' as const, product: { ...old.product, productConcept: 'Go on', targetMarket: 'Everyone', pricingStrategy: 'Freemium', marketingChannel: 'Social media', businessModel: 'Subscription' }, founderProfile: null, rivalProfile: null };
    if (next) expect(isRefused(play(manifest.rules, out.value, next).step)).toBe(false);
  });

  it('the moves are those the old save validator replayed: confirmations, the setup, each decision and advance', () => {
    const types = (key: (typeof IN_PROGRESS)[number]) => ((recordOfV1(oldState(fixtures[key])) as { moves: { type: string }[] }).moves).map((m) => m.type);
    expect(types('rolesEmpty')).toEqual([]);
    expect(types('rolesPicked')).toEqual([]);
    expect(types('rolesConfirmed')).toEqual(['confirmRole']);
    expect(types('setup')).toEqual(['startSimulation']);
    expect(types('defaultedJournalist')).toEqual(['setupProduct', 'submitDecision', 'advance', 'submitDecision', 'advance']);
    expect(types('outcomeRound3')).toEqual(['startSimulation', 'setupProduct', 'submitDecision', 'advance', 'submitDecision', 'advance', 'submitDecision']);
    expect((recordOfV1(oldState(fixtures.defaultedJournalist)) as { setup: unknown }).setup).toEqual({ role: null });
    expect((recordOfV1(oldState(fixtures.rolesPicked)) as { setup: unknown }).setup).toEqual({ role: 'climber' });
  });

  it('the saved record is written back as a version-2 save', () => {
    const out = load(fixtures.outcomeRound3);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    const again = load(JSON.stringify({ v: 2, data: out.value.record }));
    expect(again).toEqual({ ok: true, value: out.value });
  });
});

describe('a version-1 save with a move the current rules refuse is set aside, naming the change', () => {
  it('the team fell after round 6 under the new accident draws, so the round-7 decision is refused', () => {
    const text = fixtures.refusedUnderNewStreams;
    expect(oldState(text)).toMatchObject({ phase: 'outcome', round: 7 });
    const out = load(text);
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: 'saved under rules 2; move 15 does not replay: This round is not open for decisions.' });
    expect(!out.ok && 'tell' in out && out.tell).toBe(
      SAVE_MESSAGES.olderRules('Summit of Decisions', manifest.rulesChanges[3], 15, 'This round is not open for decisions.'),
    );
    expect(!out.ok && 'tell' in out && out.tell).toContain('the accidents on risky decisions are now drawn round by round');
  });
});

describe('corrupt data is still set aside', () => {
  const edited = (edit: (d: Record<string, unknown>) => void) => {
    const env = JSON.parse(fixtures.outcomeRound3) as { v: number; data: Record<string, unknown> };
    edit(env.data);
    return JSON.stringify(env);
  };
  it.each<[string, string, string]>([
    ['not JSON', '{"v":1,"data":', 'corrupt'],
    ['not an envelope', '[1,2]', 'corrupt'],
    ['data that is not a state', '{"v":1,"data":7}', 'invalid'],
    ['a seed that is not text', edited((d) => (d.seed = 5)), 'invalid'],
    ['a vote for an option the story does not have', edited((d) => void ((d.history as { votes: { byPlayer: boolean; optionId: string }[] }[])[1].votes.find((v) => v.byPlayer)!.optionId = 'r2-jump')), 'invalid'],
    ['a role outside the role cards', edited((d) => (d.selectedRole = 'guide')), 'invalid'],
    ['a product outside the lists', edited((d) => ((d.product as Record<string, string>).pricingStrategy = 'constructor')), 'invalid'],
    ['a newer save version', '{"v":3,"data":{}}', 'unknown-version'],
  ])('%s', (_name, text, reason) => {
    const out = load(text);
    expect(out).toMatchObject({ ok: false, reason });
    expect(out.ok === false && 'tell' in out ? out.tell : undefined).toBeUndefined();
  });
  it('a well-formed edit the rules refuse (a one-letter product) is set aside too; being an old save, its notice names the change', () => {
    const out = load(edited((d) => ((d.product as Record<string, string>).productConcept = 'x')));
    expect(out).toMatchObject({ ok: false, reason: 'invalid', error: expect.stringContaining('move 2 does not replay') });
  });
});
