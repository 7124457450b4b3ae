import { renderToString } from 'react-dom/server';
import { ClassBanner, CLASS_TEXT } from './ClassBanner';
import { ResultCodePanel, CODE_TEXT } from './ResultCodePanel';
import type { ClassSpec } from '@/engines/core/classLink';

const spec: ClassSpec<{ role: string }> = {
  game: 'bullwhip',
  route: '/simulation/game-theory',
  title: 'Bullwhip Rush',
  paramNames: ['role'],
  fields: [],
  defaults: { role: 'R' },
  toParams: (s) => ({ role: s.role }),
  fromParams: () => ({ settings: { role: 'R' }, problems: [] }),
  describe: (s) => `Bullwhip Rush · you play the ${s.role === 'W' ? 'Wholesaler' : 'Retailer'}`,
};

test('the class banner says "Class game", the settings in words, the seed, and that nothing is sent', () => {
  const html = renderToString(<ClassBanner spec={spec} context={{ game: 'bullwhip', classId: 'C-1234', seed: 'S-9', settings: { role: 'W' } }} onLeave={() => {}} />);
  expect(html).toContain(CLASS_TEXT.title);
  expect(html).toContain('Bullwhip Rush · you play the Wholesaler');
  expect(html).toContain('S-9');
  expect(html).toContain('Nothing you do here is sent anywhere.');
  expect(html).toContain('handing it in is part of the lesson');
  expect(html).not.toContain('if you want to');
});

test('the result code panel shows the code made for the nickname, with copy and QR buttons', () => {
  const html = renderToString(<ResultCodePanel makeCode={(n) => `VQ1.code-for-${n}`} nickname="Sam" onNickname={() => {}} />);
  expect(html).toContain('VQ1.code-for-Sam');
  expect(html).toContain(CODE_TEXT.copy);
  expect(html).toContain(CODE_TEXT.showQr);
  expect(html.replace(/<!-- -->/g, '')).toContain('(3/24)');
});
