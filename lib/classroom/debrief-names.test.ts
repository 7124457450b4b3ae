/**
 * The class debrief names a student to ask (GENERAL_PROMPTS, "… had the best …"): in a class where some play as the
 * teacher guide advises and others game the number, the student it names played as the guide advises. Built through
 * the teacher page's own steps (findAll, verifySlice, buildReport, debriefFacts, selectPrompts) from each game's
 * balance suite. City Tycoon is left out: a 25-turn table's winning net worth is mostly dice (docs/rules/city-tycoon.md),
 * and LaunchPad has no score, so no one is named.
 */
import { playGame, seedsFor } from '@/engines/core/balance';
import { BALANCE } from '@/engines/balance';
import { CLASSROOM, CODECS } from '@/engines/classroom';
import type { CodeGame } from '@/engines/core/code';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import { buildReport, debriefFacts, findAll, selectPrompts, verifySlice, type Codecs } from './report';
import { allRowsOf } from './testing';

const GAMES = ['bullwhip', 'summit', 'everest'] as const;

describe.each(GAMES.map((g) => [g]))('%s', (id) => {
  const suite = BALANCE.find((s) => s.game.id === id)!;
  test.each(suite.game.cases.map((c) => [c.name, c]))('%s: the student the debrief names played as the guide advises', (_name, c) => {
    const library = suite.policies(c).map((make) => make());
    const seeds = seedsFor(10, 'debrief');
    const codes: string[] = [];
    for (const p of library.filter((x) => x.kind === 'sensible' || x.kind === 'degenerate')) {
      const tag = p.kind === 'sensible' ? 'Guide' : 'Gamer';
      seeds.forEach((seed, i) => codes.push(suite.codeOf(playGame(suite.game, c, p, seed).state, `${tag}${codes.length}x${i}`)));
    }
    const found = findAll(codes.join('\n'));
    const report = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS as Codecs, {}));
    const rows = allRowsOf(report, id as CodeGame);
    expect(rows).toHaveLength(codes.length);
    const room = CLASSROOM[id as CodeGame]!;
    const facts = debriefFacts(room.report, rows, (s) => room.classSpec.describe(s), true);
    const named = selectPrompts(facts, GAME_PROMPTS[id as CodeGame], GENERAL_PROMPTS, 5).find((p) => / had the best /.test(p));
    expect(named).toBeDefined();
    expect(named).toMatch(/^Guide\d+x\d+ had the best /);
  });
});
