/**
 * LaunchPad's result code and class link (docs/classroom.md, "Result codes"): golden codes (a later change that breaks
 * codes fails here; codes made under RULES_VERSION 1 are now listed as made with an older version), no typed text in a
 * code, the class link's handling of its (absent) settings, and the typical code length.
 */
import { CODE_PREFIX, DECODE_MESSAGES, decodeCode, encodeCode, verifyCode } from '../core/code';
import { codeMoves, replay, start } from '../core/record';
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { CLASSROOM, CODECS } from '../classroom';
import { manifest, rules } from './manifest';
import { canonicalMoves, classSpec, codec, codeFor, gapText, hasUnfinishedWork, noCodeReason, report, summaryOf, type CodedMove } from './classroom';
import { CODE_MOVES_MAX, PRIORITIES, PRIORITY_TITLES } from './constants';
import { fromCoded } from './moves';
import { playMove, type PlayedWeek } from './play';
import { competitorsFor } from './selectors';
import type { LaunchpadState, Move } from './types';
import { choicesOf } from './testkit';

const SECRET = 'Quokka-Lantern-7731 my secret plan: tutoring clubs run by older gamers';
const GAMING_2 = competitorsFor('Gaming & E-sports').findIndex((c) => c.id === 'gaming-2');

function playAll(week: PlayedWeek, moves: readonly Move[]): PlayedWeek {
  for (const m of moves) {
    const out = playMove(week, m);
    if (out.step.refusal) throw new Error(out.step.refusal.message);
    week = out.played;
  }
  return week;
}

/** A week played as a student would, with back-and-forth and a typed answer (typed letter by letter). */
function goldenWeek(text = SECRET, seed = 'LP-GOLDEN'): PlayedWeek {
  const moves: Move[] = [
    { type: 'toggleStrength', strength: 'Natural leader' },
    { type: 'toggleStrength', strength: 'Fast decision-maker' },
    { type: 'toggleStrength', strength: 'Creative thinker' },
    { type: 'toggleStrength', strength: 'Fast decision-maker' },
    { type: 'continue' },
    { type: 'toggleImprovement', area: 'Communication' },
    { type: 'back' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'clickIndustry', industry: 'EdTech' },
    { type: 'clickIndustry', industry: 'Gaming & E-sports' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'continue' },
    { type: 'skipGap' },
    { type: 'skipGap' },
    { type: 'interestedInGap' },
    { type: 'interestedInGap' },
    { type: 'continue' },
    ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((value, i): Move[] => [
      { type: 'setPersona', field: (['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'] as const)[i], value },
      { type: 'continue' },
    ]),
    ...Array.from(text).map((_, i, letters): Move => ({ type: 'setUniquenessText', text: letters.slice(0, i + 1).join('') })),
    { type: 'selectCompetitor', rival: GAMING_2 },
    { type: 'continue' },
    { type: 'moveGoal', from: 'low', fromIndex: 1, to: 'urgent', toIndex: 0 },
    { type: 'continue' },
  ];
  return playAll(start(rules, {}, seed), moves);
}

/** Checked in: if this changes, codes no longer decode the same — bump RULES_VERSION instead of editing it. */
const GOLDEN = {
  classCode: 'VQ2.BAIHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAIgcBBwMHAAcDAAgCAQAACQAJAwAAAAICAwMADQAAAA0BAwANAggADQMOAA0EEAAQRg4BAA8CAQAAAAkBAwECAwMCAR302i8',
  soloCode: 'VQ2.BAIAAAlMUC1HT0xERU4BACIHAQcDBwAHAwAIAgEAAAkACQMAAAACAgMDAA0AAAANAQMADQIIAA0DDgANBBAAEEYOAQAPAgEAAAAJAQMBAgMDAgEyt5yf',
  summary: { stagesFinished: 9, industry: 'Gaming & E-sports', gap: 2, goals: [3, 2, 1] },
};
/**
 * Codes made under RULES_VERSION 1 (the same week, before the record): the two made from the canonical path to the
 * week's choices, then the two made from the engine's log; and the same four in format 1.
 */
const RULES_1 = [
  'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAHQYFAA0AFAAAAAICAwMAIwAmACsAMQAzADgERgCkAgAJBAMDAgGE_9lk',
  'VQ2.BAEAAAABAB0GBQANABQAAAACAgMDACMAJgArADEAMwA4BEYApAIACQQDAwIBt3XxZQ',
  'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAIgYIBQgADQEAAP4CgQMAAAACAgMDACMAJgArADEAMwAERjgApAIACQQDAwIBowOgsw',
  'VQ2.BAEAAAlMUC1HT0xERU4BACIGCAUIAA0BAAD-AoEDAAAAAgIDAwAjACYAKwAxADMABEY4AKQCAAkEAwMCAdLRykg',
  'VQ1.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTh0GBQANABQAAAACAgMDACMAJgArADEAMwA4BEYApAIACQQDAwIBbxMY_A',
  'VQ1.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTiIGCAUIAA0BAAD-AoEDAAAAAgIDAwAjACYAKwAxADMABEY4AKQCAAkEAwMCAUnKuR4',
  'VQ1.BAEAAAAdBgUADQAUAAAAAgIDAwAjACYAKwAxADMAOARGAKQCAAkEAwMCAYnclWU',
  'VQ1.BAEAAAlMUC1HT0xERU4iBggFCAANAQAA_gKBAwAAAAICAwMAIwAmACsAMQAzAARGOACkAgAJBAMDAgGg1CQD',
];

describe('golden codes', () => {
  const week = goldenWeek();
  test('a fixed week gives the exact class code and the exact solo code from its record and its seed', () => {
    expect(codeFor(week, { classId: 'C-GOLD1', nickname: 'Zoë' })).toBe(GOLDEN.classCode);
    expect(codeFor(week, { classId: '', nickname: '' })).toBe(GOLDEN.soloCode);
  });
  test('decoding the golden codes gives the exact summary, and both verify', () => {
    for (const code of [GOLDEN.classCode, GOLDEN.soloCode]) {
      const d = decodeCode(code, CODECS);
      expect(d.ok && d.code.summary).toEqual(GOLDEN.summary);
      expect(verifyCode(code, CODECS).verdict).toBe('verified');
    }
    const d = decodeCode(GOLDEN.classCode, CODECS);
    expect(d.ok && { classId: d.code.classId, nickname: d.code.nickname, seed: d.code.seed, settings: d.code.settings }).toEqual({
      classId: 'C-GOLD1',
      nickname: 'Zoë',
      seed: 'LP-GOLDEN',
      settings: {},
    });
    expect(verifyCode(GOLDEN.classCode, CODECS, { game: 'launchpad', classId: 'C-GOLD1', seed: 'LP-GOLDEN', settings: {} }).verdict).toBe('verified');
    expect(verifyCode(GOLDEN.classCode, CODECS, { classId: 'C-OTHER' }).verdict).toBe('other-class');
    const n = decodeCode(GOLDEN.soloCode, CODECS);
    expect(n.ok && [n.code.classId, n.code.seed, n.code.moves]).toEqual(['', 'LP-GOLDEN', codeMoves(manifest, week.record.moves)]);
  });
  test('codes made under RULES_VERSION 1 (before the record) are listed as made with an older version of the game', () => {
    for (const code of RULES_1) {
      const v = verifyCode(code, CODECS);
      expect(v.verdict).toBe('rules-version');
      expect(v.message).toBe(DECODE_MESSAGES.rulesVersion);
      expect(v.message).toMatch(/^Made with an older version of the game/);
      expect(v.header).toMatchObject({ game: 'launchpad', rulesVersion: 1 });
    }
    // The format-1 ones still read their header: attempt 0 ("not recorded"), the same class, nickname and seed.
    const a = decodeCode(RULES_1[4], CODECS);
    expect(!a.ok && a.reason === 'rules-version' && a.header).toEqual({ game: 'launchpad', rulesVersion: 1, classId: 'C-GOLD1', nickname: 'Zoë', seed: 'LP-GOLDEN' });
  });
  test('the canonical path to a week\'s choices (what codes carried before the log) is still a move list that verifies', () => {
    const code = encodeCode(codec, { classId: '', nickname: '', seed: 'LP-GOLDEN', settings: {}, moves: canonicalMoves(week.state), summary: summaryOf(week.state) });
    expect(verifyCode(code, CODECS).verdict).toBe('verified');
  });
  test('the end screen summary is the golden one; the moves are the click order, the answer once, by its length only', () => {
    expect(summaryOf(week.state)).toEqual(GOLDEN.summary);
    const moves = codeMoves(manifest, week.record.moves) as CodedMove[];
    expect(moves.filter((m) => m.type === 'back')).toHaveLength(1);
    expect(moves.filter((m) => m.type === 'clickIndustry')).toEqual([
      { type: 'clickIndustry', industry: 'EdTech' },
      { type: 'clickIndustry', industry: 'Gaming & E-sports' },
    ]);
    expect(moves.filter((m) => m.type === 'continue')).toHaveLength(14);
    expect(moves.filter((m) => m.type === 'toggleStrength')).toHaveLength(4);
    expect(moves.filter((m) => m.type === 'answer')).toEqual([{ type: 'answer', length: Array.from(SECRET.trim()).length }]);
  });
  test('the replay ends on the same choices the rules keep', () => {
    const r = replay(rules, { ...week.record, moves: (codeMoves(manifest, week.record.moves) as CodedMove[]).map(fromCoded) });
    if (!r.ok) throw new Error(r.refusal.message);
    const pick = (s: LaunchpadState) => ({ ...choicesOf(s), name: s.personaName });
    expect(pick(r.state)).toEqual(pick(week.state));
    expect(r.state.competitorSelection.uniquenessText).not.toContain('Quokka');
    // The canonical path lands on the same choices too.
    const old = replay(rules, { ...week.record, moves: canonicalMoves(week.state).map(fromCoded) });
    expect(old.ok && pick(old.state)).toEqual(pick(week.state));
  });
  test('registered for the teacher page', () => {
    expect(CLASSROOM.launchpad).toEqual({ codec, classSpec, report });
    expect(codec.rulesVersion).toBe(manifest.rules.RULES_VERSION);
    expect(codec.index).toBe(4);
  });
});

describe('no typed text in a code', () => {
  test('neither the code nor its decoded JSON holds the answer, in any of its pieces', () => {
    const cases: [string, string[]][] = [
      [SECRET, ['Quokka', 'Lantern', '7731', 'tutoring', 'gamers']],
      ['Émilie’s 🚀 idée: des cours gratuits pour ados, partout!', ['Émilie', 'idée', 'gratuits', 'partout', '🚀']],
      ['     Zebrafish', ['Zebrafish']],
    ];
    for (const [text, words] of cases) {
      const week = goldenWeek(text);
      // The save keeps the answer as typed; the code never does.
      expect(week.state.competitorSelection.uniquenessText).toBe(text);
      const code = codeFor(week, { classId: 'C-PRIV1', nickname: 'Nick' });
      const d = decodeCode(code, CODECS);
      expect(d.ok).toBe(true);
      const json = JSON.stringify(d);
      for (const w of words) {
        expect(code).not.toContain(w);
        expect(json).not.toContain(w);
      }
      expect(json).toContain('Nick');
      expect(Buffer.from(code.slice(CODE_PREFIX.length), 'base64url').toString('latin1')).not.toContain(words[0]);
    }
  });
});

describe('moves', () => {
  test('a tampered move list is refused by the replay with the engine message', () => {
    const moves: CodedMove[] = [{ type: 'continue' }];
    expect(codec.replay({}, 'S', moves)).toEqual({ ok: false, moveIndex: 0, message: 'Please select at least one strength' });
    expect(codec.replay({}, 'S', [])).toEqual({
      ok: true,
      finished: false,
      summary: { stagesFinished: 0, industry: null, gap: null, goals: [2, 2, 2] },
      derived: { persona: [], rival: null },
    });
  });
  test('an answer longer than the limit cannot be written', () => {
    const base = { classId: '', nickname: '', seed: 'S', settings: {}, summary: summaryOf(goldenWeek().state) };
    expect(() => encodeCode(codec, { ...base, moves: [{ type: 'answer', length: 2001 }] })).toThrow(/out of range/);
  });
  test(`a week with more than ${CODE_MOVES_MAX} moves has no code, and says why`, () => {
    const week = goldenWeek();
    const long = { ...week, record: { ...week.record, moves: [...week.record.moves, ...Array.from({ length: CODE_MOVES_MAX }, (): Move => ({ type: 'skipGap' }))] } };
    expect(noCodeReason(long.record)).toMatch(/^This week has no result code: /);
    expect(() => codeFor(long, { classId: '', nickname: '' })).toThrow(/no result code/);
    expect(noCodeReason(week.record)).toBeNull();
  });
  test('a game in progress gives moves up to its stage, and an unfinished verdict', () => {
    const week = playAll(start(rules, {}, 'S'), [{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }, { type: 'toggleImprovement', area: 'Communication' }]);
    expect(week.record.moves).toEqual([{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }, { type: 'toggleImprovement', area: 'Communication' }]);
    expect(verifyCode(codeFor(week, { classId: '', nickname: '' }), CODECS).verdict).toBe('unfinished');
  });
});

describe('unfinished work (a class link asks before replacing it)', () => {
  test('a fresh game and a finished week hold nothing to lose; any choice in between does', () => {
    const fresh = start(rules, {}, 'S').state;
    expect(hasUnfinishedWork(fresh)).toBe(false);
    expect(hasUnfinishedWork(goldenWeek().state)).toBe(false);
    expect(hasUnfinishedWork(rules.step(fresh, { type: 'toggleStrength', strength: 'Natural leader' }).state)).toBe(true);
    expect(hasUnfinishedWork(rules.step(goldenWeek().state, { type: 'back' }).state)).toBe(true);
    expect(hasUnfinishedWork(rules.step(fresh, { type: 'setUniquenessText', text: 'a' }).state)).toBe(true);
  });
});

describe('class link', () => {
  test('no settings: only the class id and the seed; other parameters are ignored without a notice', () => {
    expect(classSpec.fields).toEqual([]);
    const path = classLinkPath(classSpec, { game: 'launchpad', classId: 'C-ABCD12', seed: 'LP-SEED9', settings: {} });
    expect(path).toBe('/simulation/launchpad?class=C-ABCD12&seed=LP-SEED9');
    const r = readClassLink(classSpec, paramsOf(path.split('?')[1] + '&difficulty=99&utm_source=lms'));
    expect(r).toEqual({ kind: 'class', context: { game: 'launchpad', classId: 'C-ABCD12', seed: 'LP-SEED9', settings: {} }, problems: [] });
    expect(classSpec.describe({})).toBe('Week 1: LaunchPad · the same nine stages for everyone, no settings to choose');
  });
  test('a broken link (bad class id or seed) is refused with the notice, never a class game', () => {
    expect(readClassLink(classSpec, { class: 'x', seed: 'S' }).kind).toBe('invalid');
    expect(readClassLink(classSpec, { class: 'C-ABCD12', seed: 'bad seed!' }).kind).toBe('invalid');
    expect(readClassLink(classSpec, { class: 'C-ABCD12' }).kind).toBe('invalid');
  });
});

describe('report', () => {
  test('columns: stages finished, industry, gap text from the catalogue, the goal grid per column', () => {
    const row = summaryOf(goldenWeek().state);
    expect(report.columns.map((c) => [c.label, c.text(row)])).toEqual([
      ['Stages finished', '9 of 9'],
      ['Industry', 'Gaming & E-sports'],
      ['Market gap', expect.stringMatching(/\w/)],
      ['Goals: Urgent & Important', '3'],
      ['Goals: Important, Not Urgent', '2'],
      ['Goals: Low Priority', '1'],
    ]);
    // No score, no leaderboard: the class's choices are distributions to discuss.
    expect(report.main).toBeUndefined();
    const choices = { persona: ['13-17', 'Students'], rival: 'Rival Co' };
    expect(Object.fromEntries(report.choices!.map((c) => [c.key, c.answers(row, choices)]))).toEqual({
      industry: [row.industry],
      gap: [gapText(row)],
      persona: ['13-17', 'Students'],
      rival: ['Rival Co'],
      goals: row.goals.flatMap((n, i) => Array(n).fill(PRIORITY_TITLES[PRIORITIES[i]])),
    });
    expect(report.choices!.find((c) => c.key === 'rival')!.answers(row, { persona: [], rival: null })).toEqual([]);
  });
});

test('typical code length (printed)', () => {
  const week = goldenWeek();
  const lengths = {
    solo: codeFor(week, { classId: '', nickname: '' }).length,
    class: codeFor(goldenWeek(SECRET, 'LP-1Q2W3E4R5T'), { classId: 'C-K3J9X2AB', nickname: 'Sam R' }).length,
  };
  console.log(`LaunchPad code length: ${JSON.stringify(lengths)}`);
  expect(lengths.class).toBeLessThan(200);
});
