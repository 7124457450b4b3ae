/**
 * Render tests of the real Bullwhip Rush screen (react-dom/server), read against the engine (docs/rules/bullwhip.md
 * "The screen"): the pipeline labels say when units really arrive, info sync shows customer demand only from the
 * round it was used, and the Factory's expedite says what it does.
 */
import { MSG, SEED, TIERS } from '@/engines/bullwhip/constants';
import { cost } from '@/engines/core/format';
import { powerHelp } from '@/content/bullwhip/texts';
import { rules } from '@/engines/bullwhip';
import type { BullwhipPlayed } from '@/engines/bullwhip/manifest';
import { play, start } from '@/engines/core/record';
import type { Move, Tier } from '@/engines/bullwhip/types';
import { renderGame, textOf } from './testing';

/** Plays moves on the game's record, failing the test on any refusal. */
function run(p: BullwhipPlayed, ...moves: Move[]): BullwhipPlayed {
  for (const m of moves) {
    const r = play(rules, p, m);
    if (r.step.refusal?.message) throw new Error(r.step.refusal?.message);
    p = r.played;
  }
  return p;
}
const started = (scenario: 'classic' | 'noisy' | 'promo', role: Tier) =>
  run(start(rules, { scenario, playerRole: role }, SEED), { type: 'start' });

interface Label {
  round: number;
  text: string;
  qty: number;
}

/** The arrivals the pipeline panel shows: shipments (or production) and the incoming order. */
function labels(html: string): { ships: Label[]; order: Label | null } {
  const ships = [...html.matchAll(/<li data-testid="arrival" data-round="(\d+)">(.*?)<\/li>/g)].map((m) => ({
    round: Number(m[1]),
    text: textOf(m[2]),
    qty: Number(/<strong>(\d+)<\/strong>/.exec(m[2])![1]),
  }));
  const label = /data-testid="incoming-order-label">(.*?)<\/span>/.exec(html);
  const value = /data-testid="incoming-order" data-round="(\d+)">(\d+)</.exec(html);
  const order = label && value ? { round: Number(value[1]), text: textOf(label[1]), qty: Number(value[2]) } : null;
  return { ships, order };
}

describe('pipeline labels: one wording, and it is true', () => {
  it.each(TIERS)('as the %s, every label names the round in which the engine delivers that quantity', (role) => {
    const orders = [7, 0, 12, 3, 9, 9, 2, 15, 4, 6, 8, 5];
    let p = started('promo', role);
    const promises: { kind: 'ship' | 'order'; label: Label }[] = [];
    while (!p.state.isFinished) {
      const s = p.state;
      const { ships, order } = labels(renderGame(p));
      // the first slot is due when this round is resolved, and is worded like the incoming order
      expect(ships[0].round).toBe(s.round);
      expect(ships[0].text).toBe(`Arriving this round (round ${s.round}): ${ships[0].qty}`);
      if (ships[1]) expect(ships[1].text).toMatch(new RegExp(`^Arriving in round ${s.round + 1}(, after the last round)?: `));
      if (role === 'R') expect(order).toBeNull();
      else {
        expect(order!.round).toBe(s.round);
        expect(order!.text).toMatch(new RegExp(`, arriving this round \\(round ${s.round}\\)$`));
        promises.push({ kind: 'order', label: order! });
      }
      for (const l of ships) promises.push({ kind: 'ship', label: l });
      p = run(p, { type: 'resolve', order: orders[s.round - 1] });
    }
    const s = p.state;
    let checked = 0;
    for (const { kind, label } of promises) {
      const e = s.log[label.round - 1];
      if (!e) continue; // due after the last round
      expect([kind, label.round, kind === 'ship' ? e.arrived[role] : e.received[role]]).toEqual([kind, label.round, label.qty]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(12);
    expect(promises.some((p) => p.label.qty > 0)).toBe(true);
  });
});

describe('info sync shows customer demand from the round it was used, not earlier', () => {
  it('as the Distributor, synced in round 3: rounds 3 on show the demand, rounds 1 and 2 do not', () => {
    let p = started('noisy', 'D');
    p = run(p, { type: 'resolve', order: 4 }, { type: 'resolve', order: 4 }, { type: 'armPower', power: 'infoSync' });
    p = run(p, ...[4, 4, 4].map((order): Move => ({ type: 'resolve', order })));
    const s = p.state;
    expect(s.round).toBe(6);
    const html = renderGame(p);
    expect(textOf(html)).toContain('Customers (from round 3)');
    const cells = [...html.matchAll(/<tr><th scope="row">(\d+)<\/th>.*?<td data-testid="shared-demand">(.*?)<\/td>/g)].map(
      (m) => [Number(m[1]), textOf(m[2])],
    );
    expect(cells).toEqual([
      [5, String(s.log[4].demand)],
      [4, String(s.log[3].demand)],
      [3, String(s.log[2].demand)],
      [2, '—'],
      [1, '—'],
    ]);
    expect(textOf(html)).toContain(`Info sync (shared from round 3): customers bought ${s.log[4].demand} last week.`);
  });

  it('before info sync nothing about customers is shown to the Wholesaler', () => {
    const p = run(started('noisy', 'W'), { type: 'resolve', order: 4 }, { type: 'resolve', order: 4 });
    const html = renderGame(p);
    expect(html).not.toContain('shared-demand');
    expect(textOf(html)).toContain('You cannot see what customers buy.');
  });
});

describe('the Factory’s expedite is explained where it is offered', () => {
  it('shows the production wording to the Factory and the shipments wording to the others', () => {
    expect(textOf(renderGame(started('classic', 'F')))).toContain(powerHelp('expedite', 'F'));
    for (const role of ['R', 'W', 'D'] as Tier[]) {
      const text = textOf(renderGame(started('classic', role)));
      expect(text).toContain(powerHelp('expedite', role));
      expect(text).not.toContain(powerHelp('expedite', 'F'));
    }
  });
});

describe('disabled controls give the engine’s reason (one refusal function)', () => {
  it('a used power and the locked selects and Start say why, in the engine’s words', () => {
    const p = run(started('classic', 'W'), { type: 'armPower', power: 'expedite' }, { type: 'resolve', order: 4 });
    const html = renderGame(p);
    const used = /<button[^>]*disabled=""[^>]*title="([^"]*)"[^>]*>Expedite: used<\/button>/.exec(html);
    expect(used?.[1]).toBe(rules.refusal(p.state, { type: 'armPower', power: 'expedite' })!.message);
    expect(used?.[1]).toBe(MSG.used('Expedite'));
    const titles = [...html.matchAll(/<select[^>]*disabled=""[^>]*title="([^"]*)"/g)].map((m) => m[1]);
    expect(titles).toEqual([MSG.locked, MSG.locked]);
    expect(html).toMatch(new RegExp(`disabled="" title="${MSG.alreadyStarted}">Start</button>`));
  });
});

describe('end screen: the result code (docs/rules/bullwhip.md "Score")', () => {
  test('a finished solo game shows its summary and a result code that verifies (class id empty)', async () => {
    const { verifyCode } = await import('@/engines/core/code');
    const { CODECS } = await import('@/engines/classroom');
    const { summaryOf } = await import('@/engines/bullwhip/classroom');
    let p = started('promo', 'D');
    for (let i = 0; i < 12; i++) p = run(p, ...(i === 2 ? [{ type: 'armPower', power: 'brokerBuy' } as Move] : []), { type: 'resolve', order: 3 + (i % 5) });
    const s = p.state;
    const html = renderGame(p);
    const code = /data-testid="result-code-text"[^>]*>(VQ2\.[A-Za-z0-9_-]+)</.exec(html)?.[1];
    expect(code).toBeDefined();
    const v = verifyCode(code!, CODECS, { classId: '', seed: SEED, settings: { scenario: 'promo', playerRole: 'D' } });
    expect(v.verdict).toBe('verified');
    expect(v.replayed).toEqual(summaryOf(s));
    const sum = summaryOf(s);
    expect(textOf(/data-testid="final-cost">(.*?)</.exec(html)![1])).toBe(cost(sum.cost));
    expect(/data-testid="final-my-service">(.*?)</.exec(html)![1]).toBe(`${sum.service.toFixed(1)}%`);
    expect(textOf(/data-testid="final-chain-cost">(.*?)</.exec(html)![1])).toBe(cost(sum.chainCost));
    expect(textOf(/data-testid="final-autopilot">(.*?)</.exec(html)![1])).toBe(cost(sum.autopilotChainCost));
    // the score comes first on the end screen
    expect(html.indexOf('final-chain-cost')).toBeLessThan(html.indexOf('final-cost'));
    expect(html.indexOf('final-chain-cost')).toBeLessThan(html.indexOf('final-ratio'));
  });
  test('an unfinished game has no result code', () => {
    expect(renderGame(started('classic', 'R'))).not.toContain('data-testid="result-code"');
  });
});

describe('the debrief: three chains on the same demand (docs/rules/bullwhip.md "The debrief")', () => {
  test('shows each chain’s cost from the selectors, one orders chart per chain on one scale, and why the naive one swings', async () => {
    const { renderDebrief } = await import('./testing');
    const { compareWithAutopilots } = await import('@/engines/bullwhip/selectors');
    const { NAIVE_WHY } = await import('@/content/bullwhip/texts');
    let p = started('classic', 'W');
    for (let i = 0; i < 12; i++) p = run(p, { type: 'resolve', order: 6 });
    const s = p.state;
    const html = renderDebrief(s);
    const cmp = compareWithAutopilots(s);
    const rows = [.../data-testid="chains-table"[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(html)![1].matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      [...m[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => textOf(c[1])),
    );
    expect(rows.map((r) => r.slice(0, 3))).toEqual([
      ['Your chain, as you played', cost(cmp.played.chainCost), cost(cmp.played.ownCost)],
      ['The autopilot in your seat', cost(cmp.autopilot.chainCost), cost(cmp.autopilot.ownCost)],
      ['The naive autopilot in every seat', cost(cmp.naive.chainCost), cost(cmp.naive.ownCost)],
    ]);
    // the naive autopilot swings to the 40-unit cap in this game; the sentence says why
    expect(rows[2][3]).toBe('40');
    expect(textOf(html)).toContain(NAIVE_WHY);
    for (const id of ['chart-orders', 'chart-orders-autopilot', 'chart-orders-naive']) {
      const fig = new RegExp(`data-testid="${id}"[\\s\\S]*?</figure>`).exec(html)![0];
      expect(fig.match(/<polyline/g)).toHaveLength(5);
      // one scale for the three charts: each axis reaches the naive chain's 40
      expect(fig).toMatch(/>40<\/text>/);
    }
  });
});

describe('a game saved under previous rules (save versions 2 and 3)', () => {
  test('is loaded as a record under today’s rules and renders, mid-game and finished', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { decode } = await import('@/engines/core/save');
    const { bullwhipSave } = await import('@/engines/bullwhip/manifest');
    const { renderDebrief } = await import('./testing');
    const dir = path.join(__dirname, '..', '..', 'engines', 'bullwhip', 'fixtures');
    const v3 = JSON.parse(fs.readFileSync(path.join(dir, 'v3-saves.json'), 'utf8')) as { games: Record<string, { save: string }> };
    const saves: [string, number][] = [
      ...['v2-wholesaler-midgame.json', 'v2-factory-finished.json'].map((name): [string, number] => [fs.readFileSync(path.join(dir, name), 'utf8'), 2]),
      ...Object.values(v3.games).map((g): [string, number] => [g.save, 3]),
    ];
    for (const [raw, from] of saves) {
      const r = decode(bullwhipSave, raw);
      expect(r).toMatchObject({ ok: true, migratedFrom: from });
      const p = (r as { value: BullwhipPlayed }).value;
      const s = p.state;
      const text = textOf(renderGame(p));
      if (s.isFinished) {
        expect(text).toContain('Game Complete');
        expect(() => renderDebrief(s)).not.toThrow();
      } else if (s.isStarted) expect(text).toContain(`Round ${s.round} of 12`);
      else expect(text).toContain('How to play');
    }
  });
});
