import fs from 'node:fs';
import path from 'node:path';
import { simulations } from '@/content/simulations';
import { AUTO_GAP_SHARE } from '@/engines/bullwhip/constants';
import { share } from '@/content/bullwhip/texts';
import { guideText } from './testing';
import { GUIDE_SECTIONS, TEACHER_GUIDES, TEACHER_GUIDE_ROUTES, GUIDES_PATH, findGuide, lessonTotal, timingRows, BRIEF_MINUTES } from './index';

const ROOT = path.join(__dirname, '..', '..');
const mdx = (id: string) => path.join(__dirname, `${id}.mdx`);
const source = (id: string) => fs.readFileSync(mdx(id), 'utf8');

/** The text of one <GuideSection id="…"> … </GuideSection> block. */
function sectionText(src: string, id: string): string {
  const m = new RegExp(`<GuideSection id="${id}">([\\s\\S]*?)</GuideSection>`).exec(src);
  return m ? m[1] : '';
}

describe('teacher guides', () => {
  it('has one guide for every simulation in the catalogue, and no other', () => {
    expect(TEACHER_GUIDES.map((g) => g.id)).toEqual(simulations.map((s) => s.id));
    const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));
    expect(files.sort()).toEqual(simulations.map((s) => s.id).sort());
  });

  it.each(simulations.map((s) => [s.id]))('%s: has the five sections, once each, in order, each with content', (id) => {
    const src = source(id);
    const found = [...src.matchAll(/<GuideSection id="([a-z]+)">/g)].map((m) => m[1]);
    expect(found).toEqual(GUIDE_SECTIONS.map((s) => s.id));
    expect(GUIDE_SECTIONS.map((s) => s.title)).toEqual([
      'Learning objectives',
      `The ${BRIEF_MINUTES}-minute brief`,
      'Timings',
      'What to watch for',
      'Debrief questions',
    ]);
    for (const s of GUIDE_SECTIONS) expect(sectionText(src, s.id).replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(80);
  });

  it.each(simulations.map((s) => [s.id]))('%s: every figure of the class report has a debrief question, and every question names one', (id) => {
    const guide = findGuide(id)!;
    const debrief = sectionText(source(id), 'debrief');
    const figures = [...debrief.matchAll(/<Q figure="([^"]+)">/g)].map((m) => m[1]);
    for (const f of guide.reportFigures) expect(figures).toContain(f);
    for (const f of figures) expect(guide.reportFigures).toContain(f);
    expect(debrief).toContain('](/teacher/report)');
  });

  it.each(simulations.map((s) => [s.id]))('%s: types no playing time the catalogue holds (the timing table reads it)', (id) => {
    const s = simulations.find((x) => x.id === id)!;
    const src = source(id);
    expect(src).not.toContain(s.duration);
    expect(src).not.toMatch(new RegExp(`\\b${s.minutes.min}[–-]${s.minutes.max}\\b`));
    expect(timingRows(s).find((r) => r.part === 'Play')).toMatchObject({ time: s.duration, min: s.minutes.min, max: s.minutes.max });
    expect(lessonTotal(s).min).toBe(timingRows(s).reduce((a, r) => a + r.min, 0));
  });

  it.each(simulations.map((s) => [s.id]))('%s: links to the class link page and renders at its own static route with its metadata', (id) => {
    expect(source(id)).toContain('](/teacher)');
    const page = path.join(ROOT, 'app', '(site)', 'teacher', 'guides', id, 'page.tsx');
    const text = fs.readFileSync(page, 'utf8');
    expect(text).toContain(`import Content from '@/content/teacher-guides/${id}.mdx';`);
    expect(text).toContain(`routeMetadata('${GUIDES_PATH}/${id}')`);
    expect(text).toContain(`<GuidePage id="${id}" Content={Content} />`);
  });

  it('gives the index and every guide a route entry with its own title and description', () => {
    expect(TEACHER_GUIDE_ROUTES.map((r) => r.path)).toEqual([GUIDES_PATH, ...simulations.map((s) => `${GUIDES_PATH}/${s.id}`)]);
    for (const r of TEACHER_GUIDE_ROUTES) expect(r.description.length).toBeGreaterThan(60);
    expect(new Set(TEACHER_GUIDE_ROUTES.map((r) => r.title)).size).toBe(TEACHER_GUIDE_ROUTES.length);
    expect(new Set(TEACHER_GUIDE_ROUTES.map((r) => r.description)).size).toBe(TEACHER_GUIDE_ROUTES.length);
  });

  it('bullwhip: the guide quotes the autopilot’s share of the gap from the constants, never types it', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const text = guideText('bullwhip', (m) => require(m));
    expect(text).toContain(`which corrects ${share(AUTO_GAP_SHARE)} of every gap each week`);
    expect(share(AUTO_GAP_SHARE)).toBe('a quarter');
    expect(source('bullwhip')).not.toContain('a quarter');
  });
});
