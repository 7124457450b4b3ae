import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { ByteWriter, decodeCode, encodeCode, progressWords, verifyCode } from '../core/code';
import { CODECS, CLASSROOM } from '../classroom';
import { canHandInHalfWay, classSpec, codec, codeFor, halfWayProgress, movesOf, report, settingsOf, summaryOf, type BullwhipMove } from './classroom';
import { MAX_ORDER, SCENARIOS, SEED, TIERS } from './constants';
import { engine, RULES_VERSION } from './index';
import { compareWithAutopilots, varianceRatios } from './selectors';
import type { Action, GameState, Setup } from './types';

function play(setup: Setup, seed: string, rounds: { order: unknown; powers?: string[] }[]): GameState {
  let s = engine.init(setup, seed);
  const go = (a: Action) => {
    const out = engine.step(s, a);
    if (out.refusal) throw new Error(out.refusal.message);
    s = out.state;
  };
  go({ type: 'start' });
  for (const r of rounds) {
    for (const p of r.powers ?? []) go({ type: 'armPower', power: p });
    go({ type: 'resolve', order: r.order });
  }
  return s;
}

/** A fixed game: the Wholesaler on Noisy with a class seed, a broker buy in round 3 and info sync in round 5. */
const GOLDEN_ORDERS = [4, 6, 9, 12, 8, 5, 4, 7, 7, 6, 0, 3];
const golden = play({ scenario: 'noisy', playerRole: 'W' }, 'BW-CLASS-7', GOLDEN_ORDERS.map((order, i) => ({ order, powers: i === 2 ? ['brokerBuy'] : i === 4 ? ['infoSync'] : [] })));
const goldenSolo = play({ scenario: 'classic', playerRole: 'F' }, SEED, Array.from({ length: 12 }, (_, i) => ({ order: 8, powers: i === 5 ? ['overtime', 'expedite'] : [] })));

describe('golden codes (a change that breaks old codes fails here)', () => {
  test('a class game: the exact code, and decoding gives the exact summary', () => {
    const code = codeFor(golden, { classId: 'C-7F3A9K', nickname: 'Ana' });
    expect(code).toBe(GOLDEN_CLASS);
    const d = decodeCode(code, CODECS);
    expect(d).toEqual({
      ok: true,
      code: {
        game: 'bullwhip',
        rulesVersion: 2,
        attempt: 1,
        inProgress: false,
        classId: 'C-7F3A9K',
        nickname: 'Ana',
        seed: 'BW-CLASS-7',
        settings: { scenario: 'noisy', playerRole: 'W' },
        moves: GOLDEN_ORDERS.map((order, i) => ({ order, powers: i === 2 ? ['brokerBuy'] : i === 4 ? ['infoSync'] : [] })),
        summary: GOLDEN_CLASS_SUMMARY,
      },
    });
    expect(verifyCode(code, CODECS, { classId: 'C-7F3A9K', seed: 'BW-CLASS-7', settings: { scenario: 'noisy', playerRole: 'W' } }).verdict).toBe('verified');
  });
  test('a solo game (no class id, the spec seed), two powers in one round', () => {
    const code = codeFor(goldenSolo, { classId: '', nickname: '' });
    expect(code).toBe(GOLDEN_SOLO);
    const d = decodeCode(code, CODECS);
    expect(d.ok && d.code.summary).toEqual(GOLDEN_SOLO_SUMMARY);
    expect(d.ok && d.code.moves[5]).toEqual({ order: 8, powers: ['expedite', 'overtime'] });
    expect(verifyCode(code, CODECS, { classId: '', seed: SEED }).verdict).toBe('verified');
  });
});

// Rules version 2 (the steady start, the autopilot closing a quarter of each gap, the chain's cost as the score): the summary gained the chain
// cost and the autopilot's chain cost in place of the old automated policy's tier cost.
const GOLDEN_CLASS = 'VQ2.AAIIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAAEBDAQGrQEM0AIFBAcHBgAD_waeBOgHkA2pAwwEBgkMCAUEBwcGAAMGBgYHBgcFBwcHBgXDEpp8';
const GOLDEN_CLASS_SUMMARY = {
  chainCost: 447.5,
  cost: 271,
  service: 100,
  ratio: 16.79,
  autopilotChainCost: 212.5,
  orders: GOLDEN_ORDERS,
  demand: [6, 6, 6, 7, 6, 7, 5, 7, 7, 7, 6, 5],
};
const GOLDEN_SOLO = 'VQ2.AAIAAAtCUi1ERU1PLTAwMQEAAAMMCAgICAiDAQgICAgICIoKsgfeBwGFBAwICAgICAgICAgICAgEBAQECAgICAgICAiFeXWo';
const GOLDEN_SOLO_SUMMARY = {
  chainCost: 645,
  cost: 473,
  service: 99,
  ratio: 0,
  autopilotChainCost: 258.5,
  orders: Array(12).fill(8),
  demand: [4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 8],
};

describe('summary', () => {
  test('summaryOf gives the end screen’s figures from the engine’s own selectors', () => {
    const s = summaryOf(golden);
    const cmp = compareWithAutopilots(golden);
    expect(s.chainCost).toBe(cmp.played.chainCost);
    expect(s.cost).toBe(cmp.played.ownCost);
    expect(s.autopilotChainCost).toBe(cmp.autopilot.chainCost);
    expect(s.service).toBeCloseTo(golden.nodes.W.serviceFill * 100, 1);
    expect(s.ratio).toBeCloseTo(varianceRatios(golden)[1].ratio!, 2);
    expect(s.orders).toEqual(GOLDEN_ORDERS);
    expect(s.demand).toEqual(golden.log.map((e) => e.demand));
  });
  test('movesOf and settingsOf read the game', () => {
    expect(settingsOf(golden)).toEqual({ scenario: 'noisy', playerRole: 'W' });
    expect(movesOf(golden).map((m) => m.order)).toEqual(GOLDEN_ORDERS);
  });
  test('the report: columns, main figure (the chain cost, lower is better) and the orders-against-demand series', () => {
    const s = summaryOf(golden);
    expect(report.columns.map((c) => [c.label, c.text(s)])).toEqual([
      ['Chain cost', '447.5'],
      ['Your tier’s cost', '271.0'],
      ['Service', '100.0%'],
      ['Order variance ÷ demand variance', '16.79×'],
      ['Autopilot’s chain cost', '212.5'],
      ['Chain cost against the autopilot', '+235.0'],
    ]);
    expect(report.main!.higherIsBetter).toBe(false);
    expect(report.main!.value(s)).toBe(447.5);
    expect(report.main!.label).toBe('Chain cost');
    // the variance ratio is shown, never ranked: no ratio is a better or worse score
    expect(report.main!.value({ ...s, ratio: 0 })).toBe(report.main!.value({ ...s, ratio: 99 }));
    expect(report.columns.find((c) => c.key === 'versus')!.value!({ ...s, chainCost: 300 })).toBe(300 - 212.5);
    expect(report.series!(s)).toEqual([
      { label: 'Orders', values: GOLDEN_ORDERS },
      { label: 'Customer demand', values: s.demand },
    ]);
    expect(report.columns[3].text({ ...s, ratio: null })).toBe('—');
  });
  test('registered for the teacher’s page', () => {
    expect(CLASSROOM.bullwhip).toEqual({ codec, classSpec, report });
    expect(CODECS.bullwhip).toBe(codec);
    expect(codec.rulesVersion).toBe(RULES_VERSION);
  });
});

describe('codes', () => {
  test('only a finished game has a code', () => {
    expect(() => codeFor(engine.init({ scenario: 'classic', playerRole: 'R' }, SEED), { classId: '', nickname: '' })).toThrow(/not finished/);
  });
  test('text typed into the order box is never in a code, only the number the rules read', () => {
    const typed = ['ZEBRA-42', '  7 apples', 'Mrs Smith 555-0100', '1e1', '39.9'];
    const s = play({ scenario: 'promo', playerRole: 'D' }, SEED, Array.from({ length: 12 }, (_, i) => ({ order: typed[i % typed.length] })));
    const code = codeFor(s, { classId: 'C-ABCD', nickname: 'Kit' });
    const d = decodeCode(code, CODECS);
    const json = JSON.stringify(d);
    for (const t of ['ZEBRA', 'apples', 'Smith', '555', '1e1', '39.9']) {
      expect(code).not.toContain(t);
      expect(json).not.toContain(t);
    }
    expect(d.ok && (d.code.moves as BullwhipMove[]).map((m) => m.order).slice(0, 5)).toEqual([0, 0, 0, 10, 39]);
    expect(json).toContain('"nickname":"Kit"');
  });
  test('refused moves, an unfinished game and a changed summary are caught', () => {
    const base = { classId: '', nickname: '', seed: 'BW-CLASS-7', settings: settingsOf(golden), summary: summaryOf(golden) };
    const moves = movesOf(golden);
    // the Wholesaler holds no overtime
    const bad = moves.map((m, i) => (i === 6 ? { ...m, powers: ['overtime' as const] } : m));
    expect(verifyCode(encodeCode(codec, { ...base, moves: bad }), CODECS)).toMatchObject({
      verdict: 'refused',
      message: 'Move 7 was refused during the replay: Overtime is only for the Factory.',
    });
    // broker buy used twice
    const twice = moves.map((m, i) => (i === 3 ? { ...m, powers: ['brokerBuy' as const] } : m));
    expect(verifyCode(encodeCode(codec, { ...base, moves: twice }), CODECS).message).toMatch(/^Move 4 was refused.*Broker buy has already been used/);
    expect(verifyCode(encodeCode(codec, { ...base, moves: moves.slice(0, 11) }), CODECS).verdict).toBe('unfinished');
    expect(verifyCode(encodeCode(codec, { ...base, moves, summary: { ...base.summary, cost: 12 } }), CODECS).verdict).toBe('mismatch');
    expect(verifyCode(encodeCode(codec, { ...base, moves }), CODECS).verdict).toBe('verified');
  });
  test('the reader refuses out-of-range values (a code is untrusted input)', () => {
    const raw = { ...codec, writeMoves: (w: ByteWriter) => void w.uint(13).uint(0) };
    const text = encodeCode(raw, { classId: '', nickname: '', seed: SEED, settings: settingsOf(golden), moves: [], summary: summaryOf(golden) });
    expect(decodeCode(text, CODECS)).toMatchObject({ ok: false, reason: 'undecodable' });
    const huge = { ...codec, writeMoves: (w: ByteWriter) => void w.uint(1).uint(16 * (MAX_ORDER + 1)) };
    expect(decodeCode(encodeCode(huge, { classId: '', nickname: '', seed: SEED, settings: settingsOf(golden), moves: [], summary: summaryOf(golden) }), CODECS)).toMatchObject({ ok: false, reason: 'undecodable' });
  });
  test('typical code length for a finished game', () => {
    const lengths = [golden, goldenSolo].map((s) => codeFor(s, { classId: 'C-7F3A9K', nickname: 'Zoë from 8B' }).length);
    console.log(`Bullwhip result code length (class id C-7F3A9K, 11-character nickname): ${lengths.join(', ')} characters`);
    for (const n of lengths) expect(n).toBeLessThan(200);
  });
});

describe('class links', () => {
  test('a link round-trips and reads in words', () => {
    for (const scenario of SCENARIOS)
      for (const playerRole of TIERS) {
        const ctx = { game: 'bullwhip' as const, classId: 'C-ABC123', seed: 'BW-K3J9', settings: { scenario, playerRole } };
        const path = classLinkPath(classSpec, ctx);
        expect(readClassLink(classSpec, paramsOf(path.split('?')[1]))).toEqual({ kind: 'class', context: ctx, problems: [] });
      }
    expect(classLinkPath(classSpec, { game: 'bullwhip', classId: 'C-ABC123', seed: 'BW-K3J9', settings: { scenario: 'classic' as const, playerRole: 'W' as const } })).toBe(
      '/simulation/game-theory?class=C-ABC123&seed=BW-K3J9&scenario=classic&role=W',
    );
    expect(classSpec.describe({ scenario: 'classic', playerRole: 'W' })).toBe('Bullwhip Rush · Classic Step scenario · you play the Wholesaler');
  });
  test('the teacher’s form offers exactly the game’s selects', () => {
    expect(classSpec.fields).toEqual([
      { param: 'scenario', label: 'Scenario', kind: 'choice', options: [
        { value: 'classic', label: 'Classic Step' },
        { value: 'noisy', label: 'Noisy' },
        { value: 'promo', label: 'Promo Arc' },
      ] },
      { param: 'role', label: 'Your role', kind: 'choice', options: [
        { value: 'R', label: 'R Retailer' },
        { value: 'W', label: 'W Wholesaler' },
        { value: 'D', label: 'D Distributor' },
        { value: 'F', label: 'F Factory' },
      ] },
    ]);
  });
  test('unknown values are refused with a notice and the game’s defaults used; missing ones take the defaults quietly', () => {
    expect(classSpec.fromParams({ scenario: 'chaos', role: 'X' })).toEqual({
      settings: { scenario: 'classic', playerRole: 'R' },
      problems: ['Scenario "chaos" is not one of classic, noisy, promo: classic is used.', 'Your role "X" is not one of R, W, D, F: R is used.'],
    });
    expect(classSpec.fromParams({ scenario: 'Noisy', role: 'w' }).problems).toHaveLength(2);
    expect(classSpec.fromParams({})).toEqual({ settings: classSpec.defaults, problems: [] });
    expect(readClassLink(classSpec, paramsOf('class=C-ABCD&seed=S1&scenario=promo&role=Z'))).toEqual({
      kind: 'class',
      context: { game: 'bullwhip', classId: 'C-ABCD', seed: 'S1', settings: { scenario: 'promo', playerRole: 'R' } },
      problems: ['Your role "Z" is not one of R, W, D, F: R is used.'],
    });
    // every value the engine itself accepts is accepted by the link, and nothing else
    for (const sc of SCENARIOS) expect(engine.refusal(engine.init(classSpec.defaults, SEED), { type: 'setScenario', scenario: sc })).toBeNull();
    expect(engine.refusal(engine.init(classSpec.defaults, SEED), { type: 'setRole', role: 'X' })).not.toBeNull();
  });
});

/** Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0. */
describe('format-1 codes of these games still verify', () => {
  test.each([
    ['VQ1.AAIAAAtCUi1ERU1PLTAwMQADDAgICAgIgwEICAgICAiKCrIH3gcBhQQMCAgICAgICAgICAgIBAQEBAgICAgICAgIz8FMEQ', 'VQ2.AAIAAAtCUi1ERU1PLTAwMQEAAAMMCAgICAiDAQgICAgICIoKsgfeBwGFBAwICAgICAgICAgICAgEBAQECAgICAgICAiFeXWo'],
    ['VQ1.AAIIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAQwEBq0BDNACBQQHBwYAA_8GngToB5ANqQMMBAYJDAgFBAcHBgADBgYGBwYHBQcHBwYFjwm1Xw', 'VQ2.AAIIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAAEBDAQGrQEM0AIFBAcHBgAD_waeBOgHkA2pAwwEBgkMCAUEBwcGAAMGBgYHBgcFBwcHBgXDEpp8'],
  ])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
});

describe('half-way codes (docs/classroom.md, "Half-way codes")', () => {
  const rounds = (n: number) => play({ scenario: 'classic', playerRole: 'R' }, 'BW-HALF-1', GOLDEN_ORDERS.slice(0, n).map((order) => ({ order })));
  test('from round 6 of 12 played until the end: a half-way code that verifies as "round 6 of 12, in progress"', () => {
    expect(canHandInHalfWay(rounds(5))).toBe(false);
    expect(() => codeFor(rounds(5), { classId: 'C-HALF1', nickname: 'Ana', inProgress: true })).toThrow('not half played');
    const half = rounds(6);
    expect(canHandInHalfWay(half)).toBe(true);
    expect(progressWords(halfWayProgress(half))).toBe('round 6 of 12, in progress');
    const code = codeFor(half, { classId: 'C-HALF1', nickname: 'Ana', inProgress: true, attempt: 2 });
    expect(verifyCode(code, CODECS)).toMatchObject({ verdict: 'verified', progress: { done: 6, total: 12, unit: 'round' }, code: { attempt: 2, inProgress: true } });
    // A finished game hands in its final code only.
    const done = rounds(12);
    expect(canHandInHalfWay(done)).toBe(false);
    expect(() => codeFor(done, { classId: 'C-HALF1', nickname: 'Ana', inProgress: true })).toThrow();
    expect(verifyCode(codeFor(done, { classId: 'C-HALF1', nickname: 'Ana' }), CODECS)).toMatchObject({ verdict: 'verified', code: { inProgress: false } });
  });
});
