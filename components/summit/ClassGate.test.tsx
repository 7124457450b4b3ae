import { renderToString } from 'react-dom/server';
import { verifyCode } from '@/engines/core/code';
import { CODECS } from '@/engines/classroom';
import { playSummit } from '@/engines/summit/classroom.testkit';
import { summaryOf } from '@/engines/summit/classroom';
import { classStart, isUnfinished } from './ClassGate';
import { FinalPanel } from './FinalPanel';

const ctx = { game: 'summit' as const, classId: 'C-UNIT1', seed: 'UNIT-SEED', settings: { role: 'journalist' as const } };

test('a class expedition starts from the class seed with the class role picked (not a new random seed)', () => {
  const { record, state: s } = classStart(ctx);
  expect(s.seed).toBe('UNIT-SEED');
  expect(record).toEqual({ game: 'summit', rulesVersion: 3, setup: { role: 'journalist' }, seed: 'UNIT-SEED', moves: [] });
  expect(s.selectedRole).toBe('journalist');
  expect(s.phase).toBe('roles');
  expect(isUnfinished(s)).toBe(false);
});

test('the results panel shows a result code for the class (class id and nickname) that verifies, with its figures', () => {
  const played = playSummit('UNIT-SEED', 'journalist', [0, 1, 2, 0, 1, 2, 0]);
  const { state } = played;
  const html = renderToString(<FinalPanel played={played} dispatch={() => ({ state })} newGame={() => {}} cls={{ context: ctx, nickname: 'Kim', setNickname: () => {} }} />);
  const code = /VQ2\.[A-Za-z0-9_-]+/.exec(html)?.[0] ?? '';
  const v = verifyCode(code, CODECS, { classId: 'C-UNIT1', seed: 'UNIT-SEED', settings: { role: 'journalist' } });
  expect(v.verdict).toBe('verified');
  expect(v.code?.nickname).toBe('Kim');
  const sum = summaryOf(state);
  expect(html.replace(/<!-- -->/g, '')).toContain(`${sum.oxygen} · ${sum.morale}`);
  // Solo: an empty class id.
  const solo = renderToString(<FinalPanel played={played} dispatch={() => ({ state })} newGame={() => {}} />);
  const soloCode = /VQ2\.[A-Za-z0-9_-]+/.exec(solo)?.[0] ?? '';
  const d = verifyCode(soloCode, CODECS, { classId: '' });
  expect(d.verdict).toBe('verified');
});
