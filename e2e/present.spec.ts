import { test, expect, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, watchErrors } from './helpers';
import { playGame, uniformRandom, type BalancePolicy } from '../engines/core/balance';
import { BALANCE } from '../engines/balance';
import type { CodeGame } from '../engines/core/code';

/**
 * Present mode from the class report: for a class of every simulation, "Present results" on each section opens its
 * result slides (one chart, at most one debrief prompt), walked with the arrow keys. On every slide at 1280 × 720 it
 * measures each piece of text as drawn — HTML text by its computed font size, SVG text by its font size times the
 * picture's scale (getScreenCTM) — at least 24 px, and every text box inside the slide layer, the window and (SVG)
 * its picture; the layer does not scroll. At 375 × 667 (a phone, portrait) the same slides have no sideways
 * scrolling, every chart fits the width and every label is at least 12 px. axe finds nothing serious on any slide.
 */

const GAMES: CodeGame[] = ['bullwhip', 'launchpad', 'everest', 'summit', 'city-tycoon'];

/** PRESENT_SHOTS=<folder> saves a screenshot of every slide there, to look at. */
async function shot(page: Page, name: string) {
  if (process.env.PRESENT_SHOTS) await page.screenshot({ path: `${process.env.PRESENT_SHOTS}/${name}.png` });
}

/**
 * One class per game on one seed and one setting (a class link's): the game's own policies (not the slow searches)
 * once each, and students playing at random, each with a stream of their own.
 */
function classCodes(id: CodeGame, randoms = 6): string[] {
  const suite = BALANCE.find((s) => s.game.id === id)!;
  const c = suite.game.cases[0];
  const players: BalancePolicy<unknown, unknown>[] = [
    ...suite.policies(c).map((make) => make()).filter((p) => p.kind !== 'search'),
    ...Array.from({ length: randoms }, (_, i) => ({ ...uniformRandom(), name: `student ${i}` })),
  ];
  const codes: string[] = [];
  for (const p of players) {
    try {
      codes.push(suite.codeOf(playGame(suite.game, c, p, `PRESENT-${id}`).state, `${id.slice(0, 3)}${codes.length + 1}`));
    } catch {
      // A policy that cannot finish this case (over the balance suite's decision cap) hands in nothing.
    }
  }
  return codes;
}

interface Problem {
  text: string;
  why: string;
}

/**
 * Every piece of text in present mode as drawn: too small (below `min` px), outside the layer or the window
 * (`vertical`: also above or below them), or outside its SVG picture.
 */
async function textProblems(page: Page, min: number, vertical: boolean): Promise<{ problems: Problem[]; texts: number; smallest: number }> {
  return page.getByTestId('present').evaluate(
    (root, { min, vertical }) => {
      const problems: { text: string; why: string }[] = [];
      const layer = root.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      let texts = 0;
      let smallest = Infinity;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').trim();
        const el = n.parentElement;
        if (!text || !el || el.closest('title, desc, option')) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const box = range.getBoundingClientRect();
        // Text for screen readers only (clipped to 1 px) is not drawn.
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
        const svgText = el instanceof SVGGraphicsElement ? el : null;
        const scale = svgText ? Math.hypot(svgText.getScreenCTM()!.a, svgText.getScreenCTM()!.b) : 1;
        const px = parseFloat(getComputedStyle(el).fontSize) * scale;
        texts++;
        smallest = Math.min(smallest, px);
        const short = text.slice(0, 40);
        if (px < min - 0.01) problems.push({ text: short, why: `${px.toFixed(1)} px` });
        const outside = (r: DOMRect, o: { left: number; right: number; top: number; bottom: number }) =>
          r.left < o.left - 1 || r.right > o.right + 1 || (vertical && (r.top < o.top - 1 || r.bottom > o.bottom + 1));
        if (outside(box, layer)) problems.push({ text: short, why: 'outside the slide layer' });
        if (outside(box, { left: 0, right: vw, top: 0, bottom: vh })) problems.push({ text: short, why: 'outside the window' });
        const pic = svgText?.ownerSVGElement;
        if (pic) {
          const p = pic.getBoundingClientRect();
          if (box.left < p.left - 1 || box.right > p.right + 1 || box.top < p.top - 1 || box.bottom > p.bottom + 1)
            problems.push({ text: short, why: 'clipped by its chart' });
        }
      }
      return { problems, texts, smallest };
    },
    { min, vertical },
  );
}

/** Opens present mode on `game`'s section and returns how many slides it has. */
async function present(page: Page, game: CodeGame): Promise<number> {
  await page.getByTestId(`report-${game}`).getByRole('button', { name: /^Present results/ }).click();
  const layer = page.getByTestId('present');
  await expect(layer).toBeVisible();
  await expect(layer).toBeFocused();
  const count = (await layer.getByText(/^Slide 1 of \d+$/).textContent())!;
  return Number(/of (\d+)/.exec(count)![1]);
}

async function leave(page: Page, game: CodeGame) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('present')).toHaveCount(0);
  await expect(page.getByTestId(`report-${game}`).getByRole('button', { name: /^Present results/ })).toBeFocused();
}

async function loadClass(page: Page) {
  await page.goto('/teacher/report');
  const codes = GAMES.flatMap((g) => classCodes(g));
  await page.getByTestId('paste').fill(codes.join('\n'));
  await page.getByRole('button', { name: 'Check codes' }).click();
  await expect(page.getByTestId('report-summary')).toContainText(`${codes.length} verified`, { timeout: 60_000 });
  for (const g of GAMES) await expect(page.getByTestId(`report-${g}`).getByRole('button', { name: /^Present results/ })).toBeVisible();
}

test.describe('present mode from the class report', () => {
  test.describe.configure({ timeout: 240_000 });

  test('1280 × 720: every slide of every game, one chart and at most one prompt, every label at least 24 px, nothing clipped; axe clean', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await loadClass(page);
    const seen: string[] = [];
    for (const game of GAMES) {
      const n = await present(page, game);
      expect(n, `${game}: slides`).toBeGreaterThan(0);
      const slide = page.getByTestId('present-slide');
      for (let i = 1; i <= n; i++) {
        await expect(page.getByTestId('present').getByText(`Slide ${i} of ${n}`, { exact: true })).toBeVisible();
        // One chart with at most one debrief prompt, or one prompt alone; the chart's title is the visible heading.
        const charts = await slide.locator('figure').count();
        const prompts = await slide.getByTestId('slide-prompt').count();
        expect(charts, `${game} slide ${i}: charts`).toBeLessThanOrEqual(1);
        expect(prompts, `${game} slide ${i}: prompts`).toBeLessThanOrEqual(1);
        expect(charts + prompts, `${game} slide ${i}: empty`).toBeGreaterThan(0);
        const title = (await slide.getByRole('heading', { level: 2 }).textContent())!;
        expect(title.length).toBeGreaterThan(0);
        if (i === 1) {
          // The countdown is drawn as large as the rest.
          await page.getByTestId('present').getByLabel('Countdown').selectOption('5');
          await expect(page.getByTestId('present-timer')).toBeVisible();
          // Back to the slides, as a click on them would: the arrow keys move slides, not the select's value.
          await page.getByTestId('present').focus();
        }
        await shot(page, `1280-${game}-${i}`);
        const { problems, texts, smallest } = await textProblems(page, 24, true);
        expect.soft(problems, `${game} slide ${i} (${title}): text too small or clipped`).toEqual([]);
        expect(texts).toBeGreaterThan(5);
        const scroll = await page.getByTestId('present').evaluate((el) => ({ h: el.scrollHeight - el.clientHeight, w: el.scrollWidth - el.clientWidth }));
        expect.soft(scroll, `${game} slide ${i}: the slide layer scrolls`).toEqual({ h: 0, w: 0 });
        // axe on the layer (the report under it is behind a modal dialog, and checked in teacher.spec.ts), once per kind
        // of slide: a chart drawn again with its next prompt adds nothing to check.
        if (!seen.some((x) => x.startsWith(`${game} `) && x.includes(` ${title}:`)))
          await expectNoSeriousA11yViolations(page, `${game} slide ${i}`, '[data-testid="present"]');
        seen.push(`${game} ${i}/${n} ${title}: ${texts} texts, smallest ${smallest.toFixed(1)} px`);
        if (i < n) await page.keyboard.press('ArrowRight');
      }
      // Arrow left goes back; the last slide stays the last.
      if (n > 1) {
        await page.keyboard.press('ArrowLeft');
        await expect(page.getByTestId('present').getByText(`Slide ${n - 1} of ${n}`, { exact: true })).toBeVisible();
      }
      await leave(page, game);
    }
    console.log(`[present 1280×720]\n  ${seen.join('\n  ')}`);
    errors.check();
  });

  test('375 × 667 portrait: every slide fits the width, labels at least 12 px, no sideways scrolling', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 375, height: 667 });
    await loadClass(page);
    const seen: string[] = [];
    for (const game of GAMES) {
      const n = await present(page, game);
      for (let i = 1; i <= n; i++) {
        await expect(page.getByTestId('present').getByText(`Slide ${i} of ${n}`, { exact: true })).toBeVisible();
        await shot(page, `375-${game}-${i}`);
        const { problems, smallest } = await textProblems(page, 12, false);
        expect.soft(problems, `${game} slide ${i}: text too small or clipped`).toEqual([]);
        const widths = await page
          .getByTestId('present-slide')
          .locator('svg[role="img"]')
          .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().right));
        for (const right of widths) expect(right, `${game} slide ${i}: chart wider than the screen`).toBeLessThanOrEqual(375);
        const sideways = await page.getByTestId('present').evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(sideways, `${game} slide ${i}: sideways scrolling in px`).toBeLessThanOrEqual(0);
        await expectNoHorizontalScroll(page);
        seen.push(`${game} ${i}/${n}: smallest ${smallest.toFixed(1)} px`);
        if (i < n) await page.keyboard.press('ArrowRight');
      }
      await leave(page, game);
    }
    console.log(`[present 375×667]\n  ${seen.join('\n  ')}`);
    errors.check();
  });
});
