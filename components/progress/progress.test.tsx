import { renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { createStore } from 'jotai/vanilla';
import { award, emptyRecord } from '@/engines/progress/award';
import type { Finish, ProgressRecord } from '@/engines/progress/types';
import { progressAtom } from '@/lib/progress/store';
import { EndScreenXp, XpSummary, XP_TEXT } from './EndScreenXp';
import ProgressCard, { CARD_TEXT } from './ProgressCard';

const AT = '2026-11-26T10:00:00.000Z';
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const everest = (grade: 'S' | 'B' | 'D', id = 'e1'): Finish => ({ game: 'everest', id, result: { grade, summited: grade !== 'D' } });

describe('XpSummary (what EndScreenXp shows once the finish is counted)', () => {
  test('+N XP with what it was for, and the level with the XP to the next', () => {
    const o = award(emptyRecord(), everest('B'), AT);
    const t = text(renderToString(<XpSummary outcome={o} />));
    expect(t).toContain('+180 XP (100 for finishing, 80 for grade B)');
    expect(t).toContain('Level 2: Trainee · 180 XP · 220 XP to Level 3: Analyst');
    expect(t).toContain('Level up! You are now Level 2: Trainee .');
    expect(t).toContain('New badge: Mountaineer — Finish the Everest Expedition.');
  });

  test('a level-up and every new badge are said in words, the icons hidden from screen readers', () => {
    const o = award({ ...emptyRecord(), xp: 500 }, everest('S'), AT);
    const html = renderToString(<XpSummary outcome={o} />);
    expect(text(html)).toContain('Level up! You are now Level 4: Team Lead');
    expect(text(html)).toContain('New badge: Top Grade');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1 + o.newBadges.length);
    expect(html).toContain('aria-label="Progress to Level 5: Manager"');
  });

  test('no bonus is said plainly', () => {
    const t = text(renderToString(<XpSummary outcome={award(emptyRecord(), everest('D'), AT)} />));
    expect(t).toContain('+100 XP (100 for finishing; no bonus: grade D)');
  });

  test('a game counted before says so, with what it gave and when, and adds nothing', () => {
    const first = award(emptyRecord(), everest('S'), AT);
    const again = award(first.record, everest('S'), AT);
    const t = text(renderToString(<XpSummary outcome={again} />));
    expect(t).toContain(`${XP_TEXT.already} (+300 XP on 26 Nov 2026).`);
    expect(t).not.toContain('Level up');
    expect(t).not.toContain('New badge');
  });

  test('a finish that cannot be counted says so', () => {
    const o = award(emptyRecord(), { game: 'summit', id: 's', result: { won: true, survivors: 9 } }, AT);
    expect(text(renderToString(<XpSummary outcome={o} />))).toContain(XP_TEXT.notCounted);
  });
});

test('EndScreenXp renders its titled panel with a polite status region (filled after mount) and the privacy line', () => {
  const html = renderToString(<EndScreenXp finish={everest('S')} />);
  expect(html).toContain('role="status"');
  expect(html).toContain('aria-live="polite"');
  expect(text(html)).toContain(XP_TEXT.title);
  expect(text(html)).toContain(XP_TEXT.privacy);
  expect(html).toContain('href="/simulation"');
});

function card(record: ProgressRecord) {
  const store = createStore();
  store.set(progressAtom, record);
  return renderToString(
    <Provider store={store}>
      <ProgressCard />
    </Provider>,
  );
}

describe('ProgressCard', () => {
  test('empty: level 1, 0 XP, how to earn, every badge not yet earned', () => {
    const html = card(emptyRecord());
    const t = text(html);
    expect(t).toContain(CARD_TEXT.title);
    expect(t).toContain('Level 1: Intern · 0 XP · 150 XP to Level 2: Trainee');
    expect(t).toContain(CARD_TEXT.empty);
    expect(t).toContain('Badges: 0 of 10 · Finished: 0');
    expect(html.match(/data-earned="no"/g)).toHaveLength(10);
    expect(t).toContain('Founder Badge — not yet: Finish Week 1: LaunchPad.');
    expect(t).toContain(CARD_TEXT.privacy);
  });

  test('with finishes: level, badges earned with their date, counts per simulation', () => {
    let r = emptyRecord();
    r = award(r, everest('S', 'a'), AT).record;
    r = award(r, everest('B', 'b'), AT).record;
    const html = card(r);
    const t = text(html);
    expect(t).toContain('Level 3: Analyst · 480 XP · 320 XP to Level 4: Team Lead');
    expect(t).toContain('Badges: 2 of 10 · Finished: 2');
    expect(t).toContain('Top Grade — earned 26 Nov 2026');
    expect(html.match(/data-earned="yes"/g)).toHaveLength(2);
    expect(t).toContain('Everest Expedition 2');
    expect(t).not.toContain(CARD_TEXT.empty);
  });
});
