import { STORY, LEARNING_OUTCOMES } from './story';
import { ROLE_CARDS } from './roles';
import { ROLES, TOTAL_ROUNDS } from '@/engines/summit/constants';
import { keywordsIn, roundKindFor } from '@/engines/summit/rules';
import { PLACEHOLDERS, placeholdersIn, fillTemplate } from '@/engines/summit/text';
import type { SummitOption } from '@/engines/summit/types';

const allOptions: SummitOption[] = STORY.flatMap((r) => (r.kind === 'crisis' ? r.options : ROLES.flatMap((role) => r.options[role])));
const allTexts = STORY.flatMap((r) => [r.title, r.situation, r.lesson, ...(r.kind === 'crisis' ? [r.crisis] : []), ...allOptions.map((o) => o.text)]);

describe('Summit story content', () => {
  it('has one entry per round, in order, of the kind the engine opens', () => {
    expect(STORY).toHaveLength(TOTAL_ROUNDS);
    STORY.forEach((r, i) => {
      expect(r.round).toBe(i + 1);
      expect(r.kind).toBe(roundKindFor(i + 1));
      expect(r.title.trim()).not.toBe('');
      expect(r.situation.trim()).not.toBe('');
      expect(r.lesson.trim()).not.toBe('');
    });
  });

  it('gives every role exactly three options in every decision round, and three for every crisis', () => {
    for (const r of STORY) {
      if (r.kind === 'crisis') {
        expect(r.crisis.trim()).not.toBe('');
        expect(r.options).toHaveLength(3);
      } else {
        expect(Object.keys(r.options).sort()).toEqual([...ROLES].sort());
        for (const role of ROLES) expect(r.options[role]).toHaveLength(3);
      }
    }
  });

  it('uses unique option ids and non-empty texts and stance tags', () => {
    const ids = allOptions.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of allOptions) {
      expect(o.text.trim().length).toBeGreaterThan(10);
      expect(o.tags.length).toBeGreaterThan(0);
    }
  });

  it('contains exactly the keywords each author meant (no accidental "rest" in "interest")', () => {
    for (const o of allOptions) expect({ id: o.id, k: keywordsIn(o.text) }).toEqual({ id: o.id, k: [...o.keywords].sort() });
  });

  it('covers conserve, push and rest, and every crisis offers all three', () => {
    const found = new Set(allOptions.flatMap((o) => keywordsIn(o.text)));
    expect([...found].sort()).toEqual(['conserve', 'push', 'rest']);
    for (const r of STORY) {
      if (r.kind === 'crisis') expect(r.options.flatMap((o) => keywordsIn(o.text)).sort()).toEqual(['conserve', 'push', 'rest']);
    }
  });

  it('lets every role make at least one keyword decision over the expedition', () => {
    for (const role of ROLES) {
      const kws = STORY.flatMap((r) => (r.kind === 'decision' ? r.options[role].flatMap((o) => keywordsIn(o.text)) : []));
      expect(kws.length).toBeGreaterThan(0);
    }
  });

  it('uses only known placeholders, and the team’s product names appear in the story', () => {
    for (const t of allTexts) for (const p of placeholdersIn(t)) expect(PLACEHOLDERS).toContain(p);
    const used = new Set(allTexts.flatMap(placeholdersIn));
    expect([...used].sort()).toEqual([...PLACEHOLDERS].sort());
  });

  it('risk only on hard-pushing options, as a probability', () => {
    for (const o of allOptions) {
      if (o.risk !== undefined) {
        expect(o.risk).toBeGreaterThan(0);
        expect(o.risk).toBeLessThan(1);
        expect(o.keywords).toContain('push');
      }
    }
  });

  it('every push carries an accident risk (a push climbs faster: it is never free)', () => {
    for (const o of allOptions) if (o.keywords.includes('push')) expect({ id: o.id, risk: (o.risk ?? 0) > 0 }).toEqual({ id: o.id, risk: true });
  });

  it('every role can rest in every round, and resting is always the third option (pace is every role’s choice)', () => {
    for (const r of STORY) {
      const lists = r.kind === 'crisis' ? [r.options] : ROLES.map((role) => r.options[role]);
      for (const options of lists) {
        expect(options.map((o) => o.keywords.includes('rest'))).toEqual([false, false, true]);
      }
    }
  });

  it('has five role cards in the spec order and learning outcomes', () => {
    expect(ROLE_CARDS.map((c) => c.title)).toEqual(['Leader', 'Doctor', 'Environmentalist', 'Climber', 'Journalist']);
    expect(LEARNING_OUTCOMES.length).toBeGreaterThanOrEqual(3);
  });
});

describe('filling templates', () => {
  const product = { productConcept: 'EcoBottle', targetMarket: 'Athletes', pricingStrategy: 'Freemium', marketingChannel: 'Local events', businessModel: 'Subscription' };
  it('puts the team’s names in', () => {
    expect(fillTemplate('{concept} for {market}, {pricing}, {channel}, {model}', product)).toBe('EcoBottle for Athletes, Freemium, Local events, Subscription');
  });
  it('uses a neutral phrase for an empty field and leaves unknown names alone', () => {
    expect(fillTemplate('{concept} and {other}', { ...product, productConcept: '  ' })).toBe('your product and {other}');
  });
  it('does not read placeholders inside the team’s own text', () => {
    expect(fillTemplate('{concept}', { ...product, productConcept: '{market}' })).toBe('{market}');
  });
});
