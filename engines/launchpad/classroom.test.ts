import { expectFormat1Verifies } from '../core/testing';
import { CODECS as V1_CODECS } from '../classroom';
/**
 * LaunchPad's result code and class link (docs/classroom.md, "Result codes"): golden codes (a later change that breaks
 * old codes fails here), no typed text in a code, the class link's handling of its (absent) settings, and the typical
 * code length.
 */
import { CODE_PREFIX, decodeCode, encodeCode, verifyCode } from '../core/code';
import { classLinkPath, paramsOf, readClassLink } from '../core/classLink';
import { CLASSROOM, CODECS } from '../classroom';
import { engine } from './index';
import { canonicalMoves, classSpec, codec, codeFor, gapText, hasUnfinishedWork, movesOf, noCodeReason, replayState, report, summaryOf, type Move } from './classroom';
import { PRIORITIES, PRIORITY_TITLES } from './constants';
import type { Action, LaunchpadState } from './types';
import { choicesOf } from './testkit';

const SECRET = 'Quokka-Lantern-7731 my secret plan: tutoring clubs run by older gamers';

/** A week played through the engine as a student would, with back-and-forth and a typed answer. */
function goldenWeek(text = SECRET): LaunchpadState {
  const acts: Action[] = [
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
    ...(['13-18', 'Students', 'Urban', 'Tech-savvy', 'Eco-conscious'] as const).flatMap((value, i): Action[] => [
      { type: 'setPersona', field: ['ageGroup', 'type', 'location', 'buyingBehavior', 'coreValue'][i], value },
      { type: 'continue' },
    ]),
    { type: 'setUniquenessText', text },
    { type: 'selectCompetitor', id: 'gaming-2' },
    { type: 'continue' },
    { type: 'moveGoal', source: { droppableId: 'low', index: 1 }, destination: { droppableId: 'urgent', index: 0 } },
    { type: 'continue' },
  ];
  let s = engine.init(undefined, 'LP-GOLDEN');
  for (const a of acts) {
    const out = engine.step(s, a);
    if (out.refusal) throw new Error(out.refusal.message);
    s = out.state;
  }
  return s;
}

/**
 * Checked in: if this changes, old codes no longer decode the same — bump RULES_VERSION instead of editing it.
 * These two were made before the engine kept its log, from the canonical path to the week's choices (classId
 * 'C-GOLD1', nickname 'Zoë', seed 'LP-GOLDEN'; the solo one with no class, nickname or seed).
 */
const GOLDEN = {
  classCode: 'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAHQYFAA0AFAAAAAICAwMAIwAmACsAMQAzADgERgCkAgAJBAMDAgGE_9lk',
  soloCode: 'VQ2.BAEAAAABAB0GBQANABQAAAACAgMDACMAJgArADEAMwA4BEYApAIACQQDAwIBt3XxZQ',
  summary: { stagesFinished: 9, industry: 'Gaming & E-sports', gap: 2, goals: [3, 2, 1] },
};
/** Checked in too: the same week's codes from the engine's log (the real click order, the week's own seed). */
const GOLDEN_LOG = {
  classCode: 'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAIgYIBQgADQEAAP4CgQMAAAACAgMDACMAJgArADEAMwAERjgApAIACQQDAwIBowOgsw',
  soloCode: 'VQ2.BAEAAAlMUC1HT0xERU4BACIGCAUIAA0BAAD-AoEDAAAAAgIDAwAjACYAKwAxADMABEY4AKQCAAkEAwMCAdLRykg',
};

describe('golden codes', () => {
  const week = goldenWeek();
  test('codes made before the log: the canonical path still encodes to the exact old bytes', () => {
    const base = { settings: {}, moves: canonicalMoves(week), summary: summaryOf(week) };
    expect(encodeCode(codec, { ...base, classId: 'C-GOLD1', nickname: 'Zoë', seed: 'LP-GOLDEN' })).toBe(GOLDEN.classCode);
    expect(encodeCode(codec, { ...base, classId: '', nickname: '', seed: '' })).toBe(GOLDEN.soloCode);
  });
  test('a fixed week gives the exact class code and the exact solo code from its log and its seed', () => {
    expect(codeFor(week, { classId: 'C-GOLD1', nickname: 'Zoë' })).toBe(GOLDEN_LOG.classCode);
    expect(codeFor(week, { classId: '', nickname: '' })).toBe(GOLDEN_LOG.soloCode);
  });
  test('decoding the golden codes (old and new) gives the exact summary, and all verify', () => {
    for (const code of [GOLDEN.classCode, GOLDEN.soloCode, GOLDEN_LOG.classCode, GOLDEN_LOG.soloCode]) {
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
    for (const code of [GOLDEN.classCode, GOLDEN_LOG.classCode]) {
      expect(verifyCode(code, CODECS, { game: 'launchpad', classId: 'C-GOLD1', seed: 'LP-GOLDEN', settings: {} }).verdict).toBe('verified');
      expect(verifyCode(code, CODECS, { classId: 'C-OTHER' }).verdict).toBe('other-class');
    }
    const n = decodeCode(GOLDEN_LOG.soloCode, CODECS);
    expect(n.ok && [n.code.classId, n.code.seed, n.code.moves]).toEqual(['', 'LP-GOLDEN', movesOf(week)]);
  });
  test('the end screen summary is the golden one; the moves are the click order, the answer by its length only', () => {
    expect(summaryOf(week)).toEqual(GOLDEN.summary);
    const moves = movesOf(week)!;
    expect(moves.filter((m) => m.type === 'back')).toHaveLength(1);
    expect(moves.filter((m) => m.type === 'clickIndustry')).toEqual([
      { type: 'clickIndustry', industry: 'EdTech' },
      { type: 'clickIndustry', industry: 'Gaming & E-sports' },
    ]);
    expect(moves.filter((m) => m.type === 'continue')).toHaveLength(14);
    expect(moves.filter((m) => m.type === 'toggleStrength')).toHaveLength(4);
    expect(moves.find((m) => m.type === 'answer')).toEqual({ type: 'answer', length: Array.from(SECRET.trim()).length });
  });
  test('the replay ends on the same choices the rules keep', () => {
    const r = replayState('LP-GOLDEN', movesOf(week)!);
    if (!r.ok) throw new Error(r.message);
    const pick = (s: LaunchpadState) => ({ ...choicesOf(s), name: s.personaName });
    expect(pick(r.state)).toEqual(pick(week));
    expect(r.state.competitorSelection.uniquenessText).not.toContain('Quokka');
    // The canonical path of an old code lands on the same choices too.
    const old = replayState('LP-GOLDEN', canonicalMoves(week));
    expect(old.ok && pick(old.state)).toEqual(pick(week));
  });
  test('registered for the teacher page', () => {
    expect(CLASSROOM.launchpad).toEqual({ codec, classSpec, report });
    expect(codec.rulesVersion).toBe(engine.RULES_VERSION);
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
    const moves: Move[] = [{ type: 'continue' }];
    expect(codec.replay({}, 'S', moves)).toEqual({ ok: false, moveIndex: 0, message: 'Please select at least one strength' });
    expect(codec.replay({}, 'S', [])).toEqual({
      ok: true,
      finished: false,
      summary: { stagesFinished: 0, industry: null, gap: null, goals: [2, 2, 2] },
      derived: { persona: [], rival: null },
    });
  });
  test('an answer longer than the limit cannot be written', () => {
    expect(() => codeFor({ ...goldenWeek(), log: [{ type: 'answer', length: 2001 }] }, { classId: '', nickname: '' })).toThrow(/answer length/);
  });
  test('a week without a trusted log has no code, and says why', () => {
    const week = { ...goldenWeek(), log: null };
    expect(noCodeReason(week)).toMatch(/^This week has no result code: /);
    expect(() => codeFor(week, { classId: '', nickname: '' })).toThrow(/no result code/);
    expect(noCodeReason(goldenWeek())).toBeNull();
  });
  test('a game in progress gives moves up to its stage, and an unfinished verdict', () => {
    let s = engine.init(undefined, 'S');
    for (const a of [{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }, { type: 'toggleImprovement', area: 'Communication' }] as Action[])
      s = engine.step(s, a).state;
    expect(movesOf(s)).toEqual([{ type: 'toggleStrength', strength: 'Natural leader' }, { type: 'continue' }, { type: 'toggleImprovement', area: 'Communication' }]);
    expect(verifyCode(codeFor(s, { classId: '', nickname: '' }), CODECS).verdict).toBe('unfinished');
  });
});

describe('unfinished work (a class link asks before replacing it)', () => {
  test('a fresh game and a finished week hold nothing to lose; any choice in between does', () => {
    const fresh = engine.init(undefined, 'S');
    expect(hasUnfinishedWork(fresh)).toBe(false);
    expect(hasUnfinishedWork(goldenWeek())).toBe(false);
    expect(hasUnfinishedWork(engine.step(fresh, { type: 'toggleStrength', strength: 'Natural leader' }).state)).toBe(true);
    expect(hasUnfinishedWork(engine.step(goldenWeek(), { type: 'back' }).state)).toBe(true);
    expect(hasUnfinishedWork(engine.step(fresh, { type: 'setUniquenessText', text: 'a' }).state)).toBe(true);
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
    const row = summaryOf(goldenWeek());
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
    class: codeFor({ ...week, seed: 'LP-1Q2W3E4R5T' }, { classId: 'C-K3J9X2AB', nickname: 'Sam R' }).length,
  };
  console.log(`LaunchPad code length: ${JSON.stringify(lengths)}`);
  expect(lengths.class).toBeLessThan(200);
});

/** Codes of format 1 (made before attempts were recorded) still verify: the same code as the format-2 one, attempt 0. */
describe('format-1 codes of these games still verify', () => {
  test.each([
    ['VQ1.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTh0GBQANABQAAAACAgMDACMAJgArADEAMwA4BEYApAIACQQDAwIBbxMY_A', 'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAHQYFAA0AFAAAAAICAwMAIwAmACsAMQAzADgERgCkAgAJBAMDAgGE_9lk'],
    ['VQ1.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTiIGCAUIAA0BAAD-AoEDAAAAAgIDAwAjACYAKwAxADMABEY4AKQCAAkEAwMCAUnKuR4', 'VQ2.BAEHQy1HT0xEMQRab8OrCUxQLUdPTERFTgEAIgYIBQgADQEAAP4CgQMAAAACAgMDACMAJgArADEAMwAERjgApAIACQQDAwIBowOgsw'],
    ['VQ1.BAEAAAAdBgUADQAUAAAAAgIDAwAjACYAKwAxADMAOARGAKQCAAkEAwMCAYnclWU', 'VQ2.BAEAAAABAB0GBQANABQAAAACAgMDACMAJgArADEAMwA4BEYApAIACQQDAwIBt3XxZQ'],
    ['VQ1.BAEAAAlMUC1HT0xERU4iBggFCAANAQAA_gKBAwAAAAICAwMAIwAmACsAMQAzAARGOACkAgAJBAMDAgGg1CQD', 'VQ2.BAEAAAlMUC1HT0xERU4BACIGCAUIAA0BAAD-AoEDAAAAAgIDAwAjACYAKwAxADMABEY4AKQCAAkEAwMCAdLRykg'],
  ])('%s', (v1, v2) => expectFormat1Verifies(v1, v2, V1_CODECS));
});
