import { format1Of } from '../core/testing';
import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { ByteWriter, decodeCode, encodeCode, progressWords, verifyCode } from '../core/code';
import { start } from '../core/record';
import { playMoves } from '../core/testkit';
import { CODECS, CLASSROOM } from '../classroom';
import { canHandInHalfWay, classSpec, codec, codeFor, codeMovesOf, halfWayProgress, movesOf, report, settingsOf, summaryOf } from './classroom';
import { MAX_ORDER, SCENARIOS, SEED, TIERS } from './constants';
import { MOVES_MAX, parseOrder, setupRefusal } from './engine';
import { rules, RULES_VERSION } from './index';
import type { BullwhipPlayed } from './manifest';
import { compareWithAutopilots, varianceRatios } from './selectors';
import oldSaves from './fixtures/v3-saves.json';
import type { Move, PowerName, Setup } from './types';

/** Plays a game on the record: Start, then per round the powers and the order (typed text placed as the screen does). */
function play(setup: Setup, seed: string, rounds: { order: unknown; powers?: string[] }[]): BullwhipPlayed {
  const moves: Move[] = [{ type: 'start' }];
  for (const r of rounds) {
    for (const p of r.powers ?? []) moves.push({ type: 'armPower', power: p as PowerName });
    moves.push({ type: 'resolve', order: parseOrder(r.order) });
  }
  return playMoves(rules, setup, seed, moves);
}

/** A fixed game: the Wholesaler on Noisy with a class seed, a broker buy in round 3 and info sync in round 5. */
const GOLDEN_ORDERS = [4, 6, 9, 12, 8, 5, 4, 7, 7, 6, 0, 3];
const GOLDEN_ROUNDS = GOLDEN_ORDERS.map((order, i) => ({ order, powers: i === 2 ? ['brokerBuy'] : i === 4 ? ['infoSync'] : [] }));
const golden = play({ scenario: 'noisy', playerRole: 'W' }, 'BW-CLASS-7', GOLDEN_ROUNDS);
const goldenSolo = play({ scenario: 'classic', playerRole: 'F' }, SEED, Array.from({ length: 12 }, (_, i) => ({ order: 8, powers: i === 5 ? ['overtime', 'expedite'] : [] })));
/** The golden class game's moves: Start, and per round the powers set and Resolve Round. */
const GOLDEN_MOVES: Move[] = [
  { type: 'start' },
  ...GOLDEN_ROUNDS.flatMap((r): Move[] => [...r.powers.map((power): Move => ({ type: 'armPower', power: power as PowerName })), { type: 'resolve', order: r.order }]),
];


describe('golden codes (a change that breaks old codes fails here)', () => {
  test('a class game: the exact code, and decoding gives the exact summary', () => {
    const code = codeFor(golden, { classId: 'C-7F3A9K', nickname: 'Ana' });
    expect(code).toBe(GOLDEN_CLASS);
    const d = decodeCode(code, CODECS);
    expect(d).toEqual({
      ok: true,
      code: {
        game: 'bullwhip',
        rulesVersion: 3,
        attempt: 1,
        inProgress: false,
        classId: 'C-7F3A9K',
        nickname: 'Ana',
        seed: 'BW-CLASS-7',
        settings: { scenario: 'noisy', playerRole: 'W' },
        moves: GOLDEN_MOVES,
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
    // round 6: the two powers (as they were set) and the order
    const round6 = (d.ok ? (d.code.moves as Move[]) : []).slice(1 + 5, 1 + 5 + 3);
    expect(round6).toEqual([{ type: 'armPower', power: 'overtime' }, { type: 'armPower', power: 'expedite' }, { type: 'resolve', order: 8 }]);
    expect(verifyCode(code, CODECS, { classId: '', seed: SEED }).verdict).toBe('verified');
  });
  test('codes made under rules 2, before the record, are "made with an older version of the game"', () => {
    const old = Object.values(oldSaves.games).flatMap((g) => ('code' in g && g.code ? [g.code] : []));
    expect(old).toHaveLength(3);
    for (const code of [...old, GOLDEN_CLASS_RULES_2, GOLDEN_SOLO_RULES_2]) {
      const v = verifyCode(code, CODECS);
      expect(v.verdict).toBe('rules-version');
      expect(v.message).toBe('Made with an older version of the game — ask the student to replay.');
      expect(v.header).toMatchObject({ game: 'bullwhip', rulesVersion: 2 });
    }
  });
});

// Rules version 3 (the Noisy demand drawn round by round; the code holds the record's moves): the class game meets
// other Noisy demand than under rules 2, so its figures changed; the solo game (Classic) has the same summary.
const GOLDEN_CLASS = 'VQ2.AAMIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAAEBDwADBAMGAQIDCQMMAQMDCAMFAwQDBwMHAwYDAAMD0EvoL9APAbAVwCUMBAYJDAgFBAcHBgADDAYGBQUFBgUFBgcHB9B_DBM';
const GOLDEN_CLASS_SUMMARY = {
  chainCost: 484,
  cost: 306,
  service: 100,
  ratio: 13.68,
  autopilotChainCost: 240,
  orders: GOLDEN_ORDERS,
  demand: [6, 6, 5, 5, 5, 6, 5, 5, 6, 7, 7, 7],
};
const GOLDEN_SOLO = 'VQ2.AAMAAAtCUi1ERU1PLTAwMQEAAAMPAAMIAwgDCAMIAwgBAQEAAwgDCAMIAwgDCAMIAwjkZPRJvA8BALIoDAgICAgICAgICAgICAwEBAQECAgICAgICAiPerYg';
const GOLDEN_SOLO_SUMMARY = {
  chainCost: 645,
  cost: 473,
  service: 99,
  ratio: 0,
  autopilotChainCost: 258.5,
  orders: Array(12).fill(8),
  demand: [4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 8],
};
/** The same two games' codes under rules version 2 (made by the code before the record). */
const GOLDEN_CLASS_RULES_2 = 'VQ2.AAIIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAAEBDAQGrQEM0AIFBAcHBgAD_waeBOgHkA2pAwwEBgkMCAUEBwcGAAMGBgYHBgcFBwcHBgXDEpp8';
const GOLDEN_SOLO_RULES_2 = 'VQ2.AAIAAAtCUi1ERU1PLTAwMQEAAAMMCAgICAiDAQgICAgICIoKsgfeBwGFBAwICAgICAgICAgICAgEBAQECAgICAgICAiFeXWo';

describe('summary', () => {
  test('summaryOf gives the end screen’s figures from the engine’s own selectors', () => {
    const g = golden.state;
    const s = summaryOf(g);
    const cmp = compareWithAutopilots(g);
    expect(s.chainCost).toBe(cmp.played.chainCost);
    expect(s.cost).toBe(cmp.played.ownCost);
    expect(s.autopilotChainCost).toBe(cmp.autopilot.chainCost);
    expect(s.service).toBeCloseTo(g.nodes.W.serviceFill * 100, 1);
    expect(s.ratio).toBeCloseTo(varianceRatios(g)[1].ratio!, 2);
    expect(s.orders).toEqual(GOLDEN_ORDERS);
    expect(s.demand).toEqual(g.log.map((e) => e.demand));
  });
  test('movesOf (the rounds, the XP signature), settingsOf and the code’s moves read the game', () => {
    expect(settingsOf(golden.state)).toEqual({ scenario: 'noisy', playerRole: 'W' });
    expect(settingsOf(golden.state)).toEqual(golden.record.setup);
    expect(movesOf(golden.state).map((m) => m.order)).toEqual(GOLDEN_ORDERS);
    expect(codeMovesOf(golden)).toEqual(GOLDEN_MOVES);
  });
  test('the report: columns, main figure (the chain cost, lower is better) and the orders-against-demand series', () => {
    const s = summaryOf(golden.state);
    expect(report.columns.map((c) => [c.label, c.text(s)])).toEqual([
      ['Chain cost', '484.0'],
      ['Your tier’s cost', '306.0'],
      ['Service', '100.0%'],
      ['Order variance ÷ demand variance', '13.68×'],
      ['Autopilot’s chain cost', '240.0'],
      ['Chain cost against the autopilot', '+244.0'],
    ]);
    expect(report.main!.higherIsBetter).toBe(false);
    expect(report.main!.value(s)).toBe(484);
    expect(report.main!.label).toBe('Chain cost');
    // the variance ratio is shown, never ranked: no ratio is a better or worse score
    expect(report.main!.value({ ...s, ratio: 0 })).toBe(report.main!.value({ ...s, ratio: 99 }));
    expect(report.columns.find((c) => c.key === 'versus')!.value!({ ...s, chainCost: 300 })).toBe(300 - 240);
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
    expect(() => codeFor(start(rules, { scenario: 'classic', playerRole: 'R' }, SEED), { classId: '', nickname: '' })).toThrow(/not finished/);
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
    expect(d.ok && (d.code.moves as Move[]).flatMap((m) => (m.type === 'resolve' ? [m.order] : [])).slice(0, 5)).toEqual([0, 0, 0, 10, 39]);
    expect(json).toContain('"nickname":"Kit"');
  });
  test('refused moves, an unfinished game and a changed summary are caught', () => {
    const base = { classId: '', nickname: '', seed: 'BW-CLASS-7', settings: settingsOf(golden.state), summary: summaryOf(golden.state) };
    const moves = codeMovesOf(golden);
    /** The code's moves with `extra` set before round `round`'s Resolve Round (1-based). */
    const before = (round: number, extra: Move) => {
      let seen = 0;
      return moves.flatMap((m) => (m.type === 'resolve' && ++seen === round ? [extra, m] : [m]));
    };
    // the Wholesaler holds no overtime (round 7: move 10 — Start, 6 rounds, 2 powers, then this)
    const bad = before(7, { type: 'armPower', power: 'overtime' });
    expect(verifyCode(encodeCode(codec, { ...base, moves: bad }), CODECS)).toMatchObject({
      verdict: 'refused',
      message: 'Move 10 was refused during the replay: Overtime is only for the Factory.',
    });
    // broker buy used twice (again in round 4: move 6 — Start, 3 rounds, the first broker buy, then this)
    const twice = before(4, { type: 'armPower', power: 'brokerBuy' });
    expect(verifyCode(encodeCode(codec, { ...base, moves: twice }), CODECS).message).toMatch(/^Move 6 was refused.*Broker buy has already been used/);
    expect(verifyCode(encodeCode(codec, { ...base, moves: moves.slice(0, -1) }), CODECS).verdict).toBe('unfinished');
    expect(verifyCode(encodeCode(codec, { ...base, moves, summary: { ...base.summary, cost: 12 } }), CODECS).verdict).toBe('mismatch');
    expect(verifyCode(encodeCode(codec, { ...base, moves }), CODECS).verdict).toBe('verified');
  });
  test('the reader refuses out-of-range values (a code is untrusted input)', () => {
    const input = { classId: '', nickname: '', seed: SEED, settings: settingsOf(golden.state), moves: [], summary: summaryOf(golden.state) };
    // more moves than a game has
    const raw = { ...codec, writeMoves: (w: ByteWriter) => void w.uint(MOVES_MAX + 1).uint(0) };
    expect(decodeCode(encodeCode(raw, input), CODECS)).toMatchObject({ ok: false, reason: 'undecodable' });
    // an order above the rules' (Resolve Round is the fourth kind of move)
    const huge = { ...codec, writeMoves: (w: ByteWriter) => void w.uint(1).uint(3).uint(MAX_ORDER + 1) };
    expect(decodeCode(encodeCode(huge, input), CODECS)).toMatchObject({ ok: false, reason: 'undecodable' });
    // a fifth kind of move
    const unknown = { ...codec, writeMoves: (w: ByteWriter) => void w.uint(1).uint(4) };
    expect(decodeCode(encodeCode(unknown, input), CODECS)).toMatchObject({ ok: false, reason: 'undecodable' });
  });
  test('typical code length for a finished game', () => {
    const lengths = [golden, goldenSolo].map((p) => codeFor(p, { classId: 'C-7F3A9K', nickname: 'Zoë from 8B' }).length);
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
      // Team mode: the tiers students play on one device (Off = Solo, a link without `team`).
      { param: 'team', label: 'Team chains', kind: 'choice', options: [
        { value: 'solo', label: 'Off: each student plays alone (Solo)' },
        { value: 'RWDF', label: 'Retailer, Wholesaler, Distributor and Factory (4 players)' },
        { value: 'RWD', label: 'Retailer, Wholesaler and Distributor (3 players)' },
        { value: 'RWF', label: 'Retailer, Wholesaler and Factory (3 players)' },
        { value: 'RDF', label: 'Retailer, Distributor and Factory (3 players)' },
        { value: 'WDF', label: 'Wholesaler, Distributor and Factory (3 players)' },
        { value: 'RW', label: 'Retailer and Wholesaler (2 players)' },
        { value: 'RD', label: 'Retailer and Distributor (2 players)' },
        { value: 'RF', label: 'Retailer and Factory (2 players)' },
        { value: 'WD', label: 'Wholesaler and Distributor (2 players)' },
        { value: 'WF', label: 'Wholesaler and Factory (2 players)' },
        { value: 'DF', label: 'Distributor and Factory (2 players)' },
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
    for (const sc of SCENARIOS) expect(setupRefusal(rules.init(classSpec.defaults, SEED), { scenario: sc })).toBeNull();
    for (const t of TIERS) expect(setupRefusal(rules.init(classSpec.defaults, SEED), { playerRole: t })).toBeNull();
    expect(setupRefusal(rules.init(classSpec.defaults, SEED), { playerRole: 'X' })).not.toBeNull();
  });
});

/**
 * Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0.
 * The format-1 goldens of rules 2 are now codes of older rules; their rules-3 forms are made from the goldens.
 */
describe('format-1 codes of these games still verify', () => {
  test.each([GOLDEN_SOLO, GOLDEN_CLASS].map((v2) => [format1Of(v2), v2]))('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
  test.each([
    'VQ1.AAIAAAtCUi1ERU1PLTAwMQADDAgICAgIgwEICAgICAiKCrIH3gcBhQQMCAgICAgICAgICAgIBAQEBAgICAgICAgIz8FMEQ',
    'VQ1.AAIIQy03RjNBOUsDQW5hCkJXLUNMQVNTLTcBAQwEBq0BDNACBQQHBwYAA_8GngToB5ANqQMMBAYJDAgFBAcHBgADBgYGBwYHBQcHBwYFjwm1Xw',
  ])('the format-1 code of rules 2 %s is made with an older version of the game', (v1) => expect(verifyCode(v1, V1_CODECS).verdict).toBe('rules-version'));
});

describe('half-way codes (docs/classroom.md, "Half-way codes")', () => {
  const rounds = (n: number) => play({ scenario: 'classic', playerRole: 'R' }, 'BW-HALF-1', GOLDEN_ORDERS.slice(0, n).map((order) => ({ order })));
  test('from round 6 of 12 played until the end: a half-way code that verifies as "round 6 of 12, in progress"', () => {
    expect(canHandInHalfWay(rounds(5).state)).toBe(false);
    expect(() => codeFor(rounds(5), { classId: 'C-HALF1', nickname: 'Ana', inProgress: true })).toThrow('not half played');
    const half = rounds(6);
    expect(canHandInHalfWay(half.state)).toBe(true);
    expect(progressWords(halfWayProgress(half.state))).toBe('round 6 of 12, in progress');
    const code = codeFor(half, { classId: 'C-HALF1', nickname: 'Ana', inProgress: true, attempt: 2 });
    expect(verifyCode(code, CODECS)).toMatchObject({ verdict: 'verified', progress: { done: 6, total: 12, unit: 'round' }, code: { attempt: 2, inProgress: true } });
    // A finished game hands in its final code only.
    const done = rounds(12);
    expect(canHandInHalfWay(done.state)).toBe(false);
    expect(() => codeFor(done, { classId: 'C-HALF1', nickname: 'Ana', inProgress: true })).toThrow();
    expect(verifyCode(codeFor(done, { classId: 'C-HALF1', nickname: 'Ana' }), CODECS)).toMatchObject({ verdict: 'verified', code: { inProgress: false } });
  });
});
