/**
 * LaunchPad on the class report (docs/rules/launchpad.md "On the report"): no score and no leaderboard; the class's
 * choices as distributions. A class of codes is made by the balance suite's players (engines/launchpad/balance.ts),
 * put through the teacher page's own steps (findAll, verifySlice, buildReport), and the counts the page draws
 * (choiceCounts) must equal the counts read straight from the students' finished weeks. Also LaunchPad's debrief
 * prompts, which read the choices, never a score.
 */
import { playGame, seedsFor } from '@/engines/core/balance';
import { CLASSROOM, CODECS } from '@/engines/classroom';
import { game, policies } from '@/engines/launchpad/balance';
import { choicesOf, codeFor, gapText, summaryOf } from '@/engines/launchpad/classroom';
import { PRIORITIES, PRIORITY_TITLES } from '@/engines/launchpad/constants';
import type { PlayedWeek } from '@/engines/launchpad/play';
import { GAME_PROMPTS, GENERAL_PROMPTS } from '@/content/classroom/debrief';
import { buildReport, choiceCounts, debriefFacts, findAll, leaderboard, mainStats, selectPrompts, verifySlice, type VerifiedRow } from './report';
import { allRowsOf } from './testing';

/** Each student's finished week: the guide's player and random play, one seed each. */
const library = policies().map((make) => make());
const players = library.filter((p) => p.kind === 'sensible' || p.kind === 'random');
const played: PlayedWeek[] = players.flatMap((p) => seedsFor(8, `class-${p.kind}`).map((seed) => playGame(game, game.cases[0], p, seed).state.finished[0]));

const weeks = played.map((w) => w.state);

function classRows(all: readonly PlayedWeek[]): VerifiedRow[] {
  const text = all.map((w, i) => codeFor(w, { classId: '', nickname: `S${i}` })).join('\n');
  const found = findAll(text);
  const verified = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS, { game: 'launchpad' }));
  expect(verified.rejected).toEqual([]);
  return allRowsOf(verified, 'launchpad');
}

/** Counts of answers, most first, as the page sorts them. */
function counted(answers: readonly string[]): { answer: string; count: number }[] {
  const m = new Map<string, number>();
  for (const a of answers) m.set(a, (m.get(a) ?? 0) + 1);
  return [...m.entries()].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
}

/** LaunchPad's report as the teacher's page gets it (the registry of every game's classroom side). */
const report = CLASSROOM.launchpad!.report;
const rows = classRows(played);

test('every code verifies, and the report has no score and no leaderboard', () => {
  expect(rows).toHaveLength(weeks.length);
  expect(report.main).toBeUndefined();
  expect(leaderboard(report, rows)).toEqual([]);
  expect(mainStats(report, rows).values).toEqual([]);
});

test("each choice's distribution is the class's answers, read from the verified codes (persona and rival from the replay)", () => {
  const expected: Record<string, string[]> = {
    industry: weeks.map((w) => w.selectedIndustry!),
    gap: weeks.map((w) => gapText(summaryOf(w))),
    persona: weeks.flatMap((w) => choicesOf(w).persona),
    rival: weeks.flatMap((w) => (choicesOf(w).rival ? [choicesOf(w).rival!] : [])),
    goals: weeks.flatMap((w) => w.goals.map((g) => PRIORITY_TITLES[g.priority])),
  };
  expect(report.choices!.map((c) => c.key)).toEqual(Object.keys(expected));
  for (const [key, answers] of Object.entries(expected)) expect({ key, counts: choiceCounts(report, rows, key) }).toEqual({ key, counts: counted(answers) });
  // The class really differs: more than one industry and more than one rival.
  expect(choiceCounts(report, rows, 'industry').length).toBeGreaterThan(1);
  expect(choiceCounts(report, rows, 'rival').length).toBeGreaterThan(1);
  expect(choiceCounts(report, rows, 'goals').map((c) => c.answer).sort()).toEqual(PRIORITIES.map((p) => PRIORITY_TITLES[p]).sort());
});

test('the debrief reads the choices: industries, market gaps and the goal grid, never a score or a leader', () => {
  const facts = debriefFacts(report, rows);
  const prompts = selectPrompts(facts, GAME_PROMPTS.launchpad, GENERAL_PROMPTS);
  const industries = new Set(weeks.map((w) => w.selectedIndustry)).size;
  const gaps = new Set(weeks.map((w) => gapText(summaryOf(w)))).size;
  expect(prompts).toHaveLength(3);
  expect(prompts[0]).toMatch(new RegExp(`^The class chose ${industries} different industries`));
  expect(prompts[1]).toMatch(new RegExp(`^The class found ${gaps} different market gaps`));
  expect(prompts[2]).toMatch(/goals under “Urgent & Important”/);
  expect(prompts.join(' ')).not.toMatch(/best|ranged from|median|average/i);
});

test('a class that all chose the same industry and kept the same grid is asked why', () => {
  const same = classRows(Array.from({ length: 3 }, (_, i) => playGame(game, game.cases[0], library.find((p) => p.kind === 'degenerate')!, `same-${i}`).state.finished[0]));
  const prompts = selectPrompts(debriefFacts(report, same), GAME_PROMPTS.launchpad, GENERAL_PROMPTS);
  expect(prompts).toEqual([
    'Everyone chose the same industry. Why? Ask what would change for a founder in a different one.',
    expect.stringMatching(/^Every student put \d of the 6 goals under “Urgent & Important”\. Did anyone move a goal\? Ask why one goal can wait\.$/),
  ]);
});
