/**
 * Summit of Decisions on the class report (docs/rules/summit.md, "Balance"): playing the way the guide hopes ranks
 * above gaming the number. For each role, a report is built from 30 codes of the guide's advice and 30 codes of
 * every degenerate policy of engines/summit/balance.ts (each on its own seed), through the teacher page's own steps
 * (findAll, verifySlice, buildReport, leaderboard), and every code of the guide's advice must rank strictly above
 * every degenerate code. A tie is a failure. Also Summit's own debrief prompt on progress.
 */
import { playGame, seedsFor, type BalancePolicy } from '@/engines/core/balance';
import { CODECS } from '@/engines/classroom';
import * as C from '@/engines/summit/constants';
import { balance, game, policies, type SummitChoice } from '@/engines/summit/balance';
import { report } from '@/engines/summit/classroom';
import type { SummitPlayed } from '@/engines/summit/classroom';
import { GAME_PROMPTS } from '@/content/classroom/debrief';
import { buildReport, debriefFacts, findAll, leaderboard, selectPrompts, verifySlice } from './report';
import { allRowsOf } from './testing';

const SEEDS = seedsFor(30, 'class-report');

describe.each(C.ROLES.map((r) => [r]))('a class of the %s', (role) => {
  const c = game.cases.find((x) => x.setup.role === role)!;
  const library = policies().map((make) => make());
  const sensible = library.find((p) => p.kind === 'sensible')!;
  const degenerate = library.filter((p) => p.kind === 'degenerate');

  /** One code per seed: the nickname says which policy and seed, so every row can be traced back. */
  const codes = (p: BalancePolicy<SummitPlayed, SummitChoice>, tag: string) =>
    SEEDS.map((seed, i) => balance.codeOf(playGame(game, c, p, seed).state, `${tag}${i}`));

  test('every code of the guide’s advice ranks above every degenerate code', () => {
    const tags = new Map<string, string>([['G', sensible.name], ...degenerate.map((p, i): [string, string] => [`D${i}-`, p.name])]);
    const text = [...codes(sensible, 'G'), ...degenerate.flatMap((p, i) => codes(p, `D${i}-`))].join('\n');
    const found = findAll(text);
    expect(found.codes).toHaveLength(SEEDS.length * (1 + degenerate.length));
    const verified = buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS, { game: 'summit', settings: { role } }));
    expect(verified.rejected).toEqual([]);
    const rows = allRowsOf(verified, 'summit');
    const board = leaderboard(report, rows);
    expect(board).toHaveLength(found.codes.length);

    const isGuide = (nickname: string) => nickname.startsWith('G');
    const guide = board.filter((r) => isGuide(r.row.nickname));
    const others = board.filter((r) => !isGuide(r.row.nickname));
    expect(guide).toHaveLength(SEEDS.length);
    const worstGuide = guide.reduce((a, b) => (b.rank > a.rank ? b : a));
    const bestOther = others.reduce((a, b) => (b.rank < a.rank ? b : a));
    const policyOf = (nickname: string) => tags.get(nickname.replace(/\d+$/, ''));
    // Named, so a failure says which degenerate code reached (or tied) which of the guide's.
    expect({
      worstGuide: { rank: worstGuide.rank, score: worstGuide.value },
      bestDegenerate: { rank: bestOther.rank, score: bestOther.value, policy: policyOf(bestOther.row.nickname) },
      guideAbove: worstGuide.rank < bestOther.rank,
    }).toMatchObject({ guideAbove: true });
  });
});

test('the debrief counts the teams short of progress 90 and asks about exhaustion and rest', () => {
  const seeds = seedsFor(4, 'debrief');
  const library = policies().map((make) => make());
  const c = game.cases.find((x) => x.setup.role === 'doctor')!;
  // Two of the guide's games (launch day) and two of always resting (short of the summit).
  const text = [library[0], library[0], library.find((p) => p.name === 'always rest')!, library.find((p) => p.name === 'always rest')!]
    .map((p, i) => balance.codeOf(playGame(game, c, p, seeds[i]).state, `N${i}`))
    .join(' ');
  const found = findAll(text);
  const rows = allRowsOf(buildReport(found, verifySlice(found.codes, 0, found.codes.length, CODECS, {})), 'summit');
  const prompts = selectPrompts(debriefFacts(report, rows), GAME_PROMPTS.summit, []);
  expect(prompts).toContain(
    '2 of 4 teams ended short of progress 90. Ask them in which round morale first fell below 50 (too exhausted to climb), or how many rounds they spent resting.',
  );
  const onlyGuide = findAll(text.split(' ').slice(0, 2).join(' '));
  const guideRows = allRowsOf(buildReport(onlyGuide, verifySlice(onlyGuide.codes, 0, onlyGuide.codes.length, CODECS, {})), 'summit');
  expect(selectPrompts(debriefFacts(report, guideRows), GAME_PROMPTS.summit, []).join(' ')).not.toMatch(/short of progress/);
});
