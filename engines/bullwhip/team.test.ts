/**
 * Team mode (docs/rules/bullwhip.md, "Team mode"): two to four human tiers on one device, each tier's order its own
 * move, the round resolving when every human tier has ordered; one record and one code per chain; Solo games, saves
 * and codes made before Team mode load and verify unchanged (fixtures/v4-solo-before-team.json, written by the code
 * of RULES_VERSION 3 before Team mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { decode, encode } from '../core/save';
import { play, replay, start } from '../core/record';
import { decodeCode, verifyCode } from '../core/code';
import { readClassLink, classLinkPath } from '../core/classLink';
import { joinCodeFor, readJoinCode } from '../core/joinCode';
import { CODECS } from '../classroom';
import { SEED } from './constants';
import { resolveRound, whoseTurn, MOVES_MAX } from './engine';
import { rules, SAVE_VERSION } from './index';
import { bullwhipSave, manifest, setupOf, summaryOf, type BullwhipPlayed } from './manifest';
import { classSpec, codeFor, report as REPORT, TEAM_PARAM } from './classroom';
import { playAutomated } from './engine';
import { teamChainCost } from './selectors';
import { TEAM_CHAINS, TEAM_REFUSAL, tiersOfChain } from './team';
import { buildReport, findAll, groupedBands, verifySlice, type Codecs } from '../../lib/classroom/report';
import type { Move, Setup, Tier } from './types';

const TIERS_INDEX = { R: 0, W: 1, D: 2, F: 3 } as const;
const CLASSROOM_REPORT = REPORT;
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'v4-solo-before-team.json'), 'utf8'));
const order = (tier: Tier, q: number): Move => ({ type: 'order', tier, order: q });

function playAll(p: BullwhipPlayed, moves: Move[]): BullwhipPlayed {
  for (const m of moves) {
    const r = play(rules, p, m);
    expect(r.step.refusal).toBeUndefined();
    p = r.played;
  }
  return p;
}

/** A whole Team game: every human tier orders `q(tier, round)` in turn. */
function teamGame(humans: Tier[], q: (t: Tier, round: number) => number, scenario: Setup['scenario'] = 'classic', seed = 'BW-TEAM-1'): BullwhipPlayed {
  let p = playAll(start(rules, setupOf(scenario, humans[0], humans), seed), [{ type: 'start' }]);
  while (!p.state.isFinished) p = playAll(p, humans.map((t) => order(t, q(t, p.state.round))));
  return p;
}

describe('Team mode: the rules', () => {
  it('each human tier orders in turn along the chain; the round resolves on the last order, the others automated', () => {
    let p = playAll(start(rules, setupOf('classic', 'W', ['W', 'F']), SEED), [{ type: 'start' }]);
    expect(p.state.mode).toBe('Team');
    expect(whoseTurn(p.state)).toBe('W');
    p = playAll(p, [order('W', 9)]);
    expect(p.state.round).toBe(1);
    expect(p.state.pending).toEqual({ W: 9 });
    expect(whoseTurn(p.state)).toBe('F');
    const before = p.state;
    p = playAll(p, [order('F', 2)]);
    expect(p.state.round).toBe(2);
    expect(p.state.pending).toEqual({});
    expect(whoseTurn(p.state)).toBe('W');
    const e = p.state.log[0];
    expect(e.orders.W).toBe(9);
    expect(e.orders.F).toBe(2);
    // The same round as the engine resolves it with both orders given (R and D on the autopilot).
    expect(p.state).toEqual(resolveRound({ ...before, pending: {} }, { W: 9, F: 2 }));
  });

  it('with every tier automated, a Team chain that orders what the autopilot would is the autopilot’s chain', () => {
    const auto = playAutomated('noisy', 'R', 'BW-TEAM-1');
    const p = teamGame(['R', 'W', 'D', 'F'], (t, r) => auto.log[r - 1].orders[t], 'noisy');
    expect(p.state.log).toEqual(auto.log);
    expect(summaryOf(p.state).chainCost).toBe(teamChainCost(auto));
  });

  it('refuses with codes: out of turn, a tier on autopilot, a bad number, Resolve Round and powers; Solo refuses tier orders', () => {
    const p = playAll(start(rules, setupOf('classic', 'R', ['R', 'W', 'D']), SEED), [{ type: 'start' }]);
    const code = (m: Move, s = p.state) => rules.refusal(s, m)?.code;
    expect(code(order('W', 4))).toBe(TEAM_REFUSAL.outOfTurn);
    expect(rules.refusal(p.state, order('W', 4))?.message).toBe('It is Player 1’s turn, the Retailer.');
    expect(code(order('F', 4))).toBe(TEAM_REFUSAL.notHuman);
    expect(code(order('Z' as Tier, 4))).toBe(TEAM_REFUSAL.unknownTier);
    expect(code(order('R', 41))).toBe('bad-order');
    expect(code(order('R', 2.5))).toBe('bad-order');
    expect(code({ type: 'resolve', order: 4 })).toBe(TEAM_REFUSAL.teamResolve);
    expect(code({ type: 'armPower', power: 'expedite' })).toBe(TEAM_REFUSAL.teamPowers);
    const solo = playAll(start(rules, setupOf('classic', 'R'), SEED), [{ type: 'start' }]);
    expect(code(order('R', 4), solo.state)).toBe(TEAM_REFUSAL.notTeam);
    // A team the rules do not play never starts.
    for (const humans of [['R'], ['W', 'R'], ['R', 'R'], ['R', 'W', 'D', 'F', 'R']] as Tier[][]) {
      const bad = start(rules, { scenario: 'classic', playerRole: humans[0], humans }, SEED);
      expect(code({ type: 'start' }, bad.state)).toBe(TEAM_REFUSAL.badTeam);
    }
    expect(MOVES_MAX).toBe(1 + 12 * 4);
  });

  it('a reload mid-round loses nothing: the save is the chain’s record and replays to the same turn', () => {
    let p = playAll(start(rules, setupOf('promo', 'R', ['R', 'D']), SEED), [{ type: 'start' }, order('R', 5), order('D', 7), order('R', 6)]);
    const text = encode(bullwhipSave, p);
    expect(JSON.parse(text).v).toBe(SAVE_VERSION);
    const back = decode(bullwhipSave, text);
    expect(back).toEqual({ ok: true, value: p });
    p = back.ok ? back.value : p;
    expect(whoseTurn(p.state)).toBe('D');
    expect(p.state.pending).toEqual({ R: 6 });
  });

  it('a save with a team the rules do not play is refused', () => {
    const bad = { game: 'bullwhip', rulesVersion: 3, setup: { scenario: 'classic', playerRole: 'W', humans: ['R', 'W'] }, seed: SEED, moves: [] };
    expect(decode(bullwhipSave, JSON.stringify({ v: SAVE_VERSION, data: bad })).ok).toBe(false);
  });
});

describe('Team mode: one code per chain', () => {
  it('every chain’s code carries its setup and moves, no names, and verifies with the chain cost', () => {
    for (const chain of TEAM_CHAINS) {
      const humans = tiersOfChain(chain);
      const p = teamGame(humans, (t, r) => (r + humans.indexOf(t)) % 9);
      const code = codeFor(p, { classId: 'C-TEAM01', nickname: 'Table 3' });
      const v = verifyCode(code, CODECS, { classId: 'C-TEAM01', seed: 'BW-TEAM-1', settings: setupOf('classic', humans[0], humans) });
      expect(v.verdict).toBe('verified');
      expect(v.code!.settings).toEqual({ scenario: 'classic', playerRole: humans[0], humans });
      expect((v.replayed as { chainCost: number }).chainCost).toBe(teamChainCost(p.state));
      expect(v.derived).toEqual({ humans, orders: expect.objectContaining({ R: expect.any(Array) }) });
      expect(code).not.toMatch(/Player/);
    }
  });
});

describe('Team chains on the class report', () => {
  it('draws one chart per tier from the replays (each tier’s orders against demand); Solo rows give none', () => {
    const chains = [1, 2, 3].map((k) => teamGame(['R', 'W', 'D', 'F'], (t, r) => (r * k + TIERS_INDEX[t]) % 11));
    const codes = chains.map((p, i) => codeFor(p, { classId: 'C-TEAM01', nickname: `Team ${i}` }));
    const found = findAll(codes.join('\n'));
    const rows = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS as Codecs, {})).games[0].rows;
    const groups = groupedBands(CLASSROOM_REPORT, rows);
    expect(groups.map((g) => g.title)).toEqual(['Retailer’s orders', 'Wholesaler’s orders', 'Distributor’s orders', 'Factory’s orders']);
    const w = groups[1].bands.find((b) => b.label === 'Wholesaler’s orders')!;
    expect(w.points[0]).toEqual({ round: 0, median: chains[1].state.log[0].orders.W, min: Math.min(...chains.map((p) => p.state.log[0].orders.W)), max: Math.max(...chains.map((p) => p.state.log[0].orders.W)), n: 3 });
    const solo = decode(bullwhipSave, fixture.finishedSave);
    const soloFound = findAll(fixture.code);
    const soloRows = buildReport(soloFound, verifySlice(soloFound.codes, 0, 1, CODECS as Codecs, {})).games[0].rows;
    expect(solo.ok).toBe(true);
    expect(groupedBands(CLASSROOM_REPORT, soloRows)).toEqual([]);
  });
});

describe('Solo games made before Team mode', () => {
  it('the Solo save of save version 4 loads unchanged (setup {scenario, playerRole})', () => {
    for (const text of [fixture.finishedSave, fixture.halfSave]) {
      const d = decode(bullwhipSave, text);
      expect(d.ok).toBe(true);
      if (!d.ok) continue;
      expect(d.migratedFrom).toBe(4);
      expect(d.value.record).toEqual({ ...JSON.parse(text).data, rulesVersion: 3 });
      expect(d.value.record.setup).toEqual({ scenario: 'noisy', playerRole: 'W' });
      expect(d.value.state.mode).toBe('Solo');
      expect(d.value.state).toEqual(replay(rules, JSON.parse(text).data).state);
    }
    const finished = decode(bullwhipSave, fixture.finishedSave);
    expect(finished.ok && summaryOf(finished.value.state)).toEqual(fixture.summary);
  });

  it('the Solo code made before Team mode decodes and verifies, its summary and settings as they were', () => {
    const d = decodeCode(fixture.code, CODECS);
    expect(d.ok && d.code.settings).toEqual({ scenario: 'noisy', playerRole: 'W' });
    const v = verifyCode(fixture.code, CODECS, { classId: 'C-TEAM01', seed: 'BW-K3J9', settings: { scenario: 'noisy', playerRole: 'W' } });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(fixture.summary);
    expect(v.derived).toBeUndefined();
    // The same game played today makes the very same code.
    const d2 = decode(bullwhipSave, fixture.finishedSave);
    expect(d2.ok && codeFor(d2.value, { classId: 'C-TEAM01', nickname: 'Ada', attempt: 1 })).toBe(fixture.code);
  });
});

describe('Team chains on a class link', () => {
  it('a link asks for a team; a Solo link is the link it always was; join codes carry the team', () => {
    const ctx = { game: 'bullwhip' as const, classId: 'C-ABC123', seed: 'J0A1B2C', settings: setupOf('classic', 'R', ['R', 'W', 'D', 'F']) };
    const link = classLinkPath(classSpec, ctx);
    expect(link).toBe('/simulation/game-theory?class=C-ABC123&seed=J0A1B2C&scenario=classic&role=R&team=RWDF');
    const read = readClassLink(classSpec, Object.fromEntries(new URL(link, 'http://x').searchParams));
    expect(read.kind === 'class' && read.context.settings).toEqual(ctx.settings);
    expect(classSpec.describe(ctx.settings)).toMatch(/team chains: Retailer, Wholesaler, Distributor and Factory/);
    const solo = { ...ctx, settings: setupOf('noisy', 'W') };
    expect(classLinkPath(classSpec, solo)).toBe('/simulation/game-theory?class=C-ABC123&seed=J0A1B2C&scenario=noisy&role=W');
    for (const c of [ctx, solo]) {
      const j = joinCodeFor(classSpec, c)!;
      const r = readJoinCode(j, { bullwhip: classSpec as never });
      expect(r.ok && classSpec.fromParams(r.params).settings).toEqual(c.settings);
    }
    const bad = classSpec.fromParams({ scenario: 'classic', role: 'R', [TEAM_PARAM]: 'RR' });
    expect(bad.settings).toEqual({ scenario: 'classic', playerRole: 'R' });
    expect(bad.problems.length).toBe(1);
  });

  it('the manifest’s seat list keeps the four Solo tiers first', () => {
    expect(manifest.codeSetup!.of({ scenario: 'classic', playerRole: 'F' } as never)).toEqual({ scenario: 'classic', seat: 'F' });
  });
});
