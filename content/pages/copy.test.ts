/**
 * Copy that is true (docs/site.md, "Copy is true"): the Schools, Features and About pages and the
 * testimonials promise nothing the site does not do, link to the classroom kit where they promise it, and keep the
 * specification's strings that are still true.
 */
import fs from 'node:fs';
import path from 'node:path';
import { testimonials, benefits } from '@/content/marketing';

const page = (name: string) => fs.readFileSync(path.join(__dirname, `${name}.mdx`), 'utf8').replace(/\s+/g, ' ');
const pages = { schools: page('schools'), features: page('features'), about: page('about') };
const marketing = [...testimonials.map((t) => t.quote), ...benefits.map((b) => b.description)].join(' ');

describe('copy that is true', () => {
  it.each([
    ['real-time tracking promised', /(?<!instead of )real-time progress tracking/i],
    ['weekly reports', /weekly (module completion )?reports/i],
    ['watching who is stuck', /who is stuck/i],
    ['a teacher dashboard', /teacher dashboard/i],
    ['schools collecting progress', /unless a school chooses otherwise/i],
    ['a tenth week that does not exist', /by Week 10/i],
    ['reports sent by email', /e-?mail(ed)? (you )?(a )?report/i],
  ])('promises nothing that does not exist: %s', (_what, pattern) => {
    for (const [name, text] of Object.entries(pages)) expect([name, pattern.test(text)]).toEqual([name, false]);
    expect(pattern.test(marketing)).toBe(false);
  });

  it('links the Schools, Features and About pages to the classroom kit', () => {
    for (const text of Object.values(pages)) {
      expect(text).toContain('](/teacher)');
      expect(text).toContain('](/teacher/report)');
      expect(text).toContain('](/teacher/guides)');
    }
    expect(pages.schools).toContain('<ButtonLink href="/teacher">Run a class</ButtonLink>');
  });

  it('says what there is instead of real-time tracking, accounts and a global leaderboard', () => {
    expect(pages.schools).toContain('Class results instead of real-time tracking');
    expect(pages.schools).toContain('no student accounts');
    expect(pages.schools).toContain('There is no global leaderboard.');
    expect(pages.features).toContain('no global leaderboard');
    expect(pages.about).toContain('there are no student accounts');
  });

  it('keeps the specification strings that are still true', () => {
    for (const s of [
      'Teacher Benefits',
      'Student Benefits',
      'A curriculum-aligned 10-week programme',
      'Printable reports',
      'No business background needed',
      'Learn by real decisions',
      'Leaderboards',
      'Build a startup from idea to pitch',
      'Visual, interactive and mobile-friendly',
      'title="Safe & Secure"',
      'No student data is collected without consent.',
      '>Request Demo<',
      '>Talk to Us<',
    ])
      expect(pages.schools).toContain(s);
    for (const s of [
      'Simulation-Based Learning',
      'Students build virtual startups through weekly decision-making modules.',
      'Gamified Progress',
      'Earn XP, unlock badges, level up week by week.',
      'Personalized Feedback',
      'Each module ends with feedback',
      'Real-World Scenarios',
      'From competitor analysis to pitch decks',
      'Built for Self-Guided & Classroom Use',
    ])
      expect(pages.features).toContain(s);
    expect(testimonials.map((t) => t.author.name)).toEqual(['Maya R.', 'Mr. Daniel Okafor', 'Leo K.', 'Ms. Priya Shah']);
    expect(marketing).toContain('Class participation rose by 40%');
  });
});
