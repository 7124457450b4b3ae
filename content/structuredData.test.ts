import { simulations } from './simulations';
import {
  isoDuration,
  learningResourceJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  simulationListJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './structuredData';

/*
 * A small checker for the schema.org types this site uses: for each type, the properties schema.org lists for it
 * (own + inherited from Thing/CreativeWork, only those we might use) with their expected value types, and the
 * properties we require (docs/site.md, "Metadata"). Anything else is reported.
 */
type Kind = 'Text' | 'URL' | 'Boolean' | 'Integer' | 'Duration' | 'Language' | 'Org' | 'ListItems' | 'Thing';
interface TypeSpec {
  props: Record<string, Kind[]>;
  required: string[];
}
const THING: Record<string, Kind[]> = { '@id': ['URL'], name: ['Text'], description: ['Text'], url: ['URL'] };
const CREATIVE_WORK: Record<string, Kind[]> = {
  ...THING,
  educationalLevel: ['Text', 'URL'],
  timeRequired: ['Duration'],
  teaches: ['Text'],
  isAccessibleForFree: ['Boolean'],
  learningResourceType: ['Text'],
  inLanguage: ['Language'],
  typicalAgeRange: ['Text'],
  interactivityType: ['Text'],
  provider: ['Org'],
  publisher: ['Org'],
};
const SCHEMA: Record<string, TypeSpec> = {
  Organization: { props: { ...THING, slogan: ['Text'], logo: ['URL'] }, required: ['name', 'url'] },
  WebSite: { props: CREATIVE_WORK, required: ['name', 'url'] },
  LearningResource: {
    props: CREATIVE_WORK,
    required: ['name', 'description', 'educationalLevel', 'timeRequired', 'teaches', 'isAccessibleForFree', 'learningResourceType', 'inLanguage', 'url'],
  },
  ItemList: { props: { ...THING, numberOfItems: ['Integer'], itemListElement: ['ListItems'] }, required: ['itemListElement'] },
  ListItem: { props: { position: ['Integer'], item: ['Thing'] }, required: ['position', 'item'] },
};

const ISO_DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const BCP47 = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function isUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

function fits(kind: Kind, v: unknown, path: string, errors: string[]): boolean {
  switch (kind) {
    case 'Text':
      return typeof v === 'string' && v.trim() !== '';
    case 'URL':
      return isUrl(v);
    case 'Boolean':
      return typeof v === 'boolean';
    case 'Integer':
      return Number.isInteger(v);
    case 'Duration':
      return typeof v === 'string' && ISO_DURATION.test(v);
    case 'Language':
      return typeof v === 'string' && BCP47.test(v);
    case 'Org':
      if (v && typeof v === 'object' && Object.keys(v).length === 1 && isUrl((v as { '@id'?: unknown })['@id'])) return true;
      return checkNode(v, path, errors, 'Organization');
    case 'ListItems':
      return Array.isArray(v) && v.length > 0 && v.every((x, i) => checkNode(x, `${path}[${i}]`, errors, 'ListItem'));
    case 'Thing':
      return checkNode(v, path, errors);
  }
}

/** Checks one node against SCHEMA; pushes every problem to `errors`; returns whether the node was sound. */
function checkNode(node: unknown, path: string, errors: string[], expectType?: string): boolean {
  const before = errors.length;
  if (!node || typeof node !== 'object' || Array.isArray(node)) {
    errors.push(`${path}: not an object`);
    return false;
  }
  const o = node as Record<string, unknown>;
  const type = o['@type'];
  if (typeof type !== 'string' || !SCHEMA[type]) {
    errors.push(`${path}: unknown @type ${String(type)}`);
    return false;
  }
  if (expectType && type !== expectType) errors.push(`${path}: @type ${type}, expected ${expectType}`);
  const spec = SCHEMA[type];
  for (const r of spec.required) if (!(r in o)) errors.push(`${path}: ${type} lacks ${r}`);
  for (const [k, v] of Object.entries(o)) {
    if (k === '@type' || k === '@context') continue;
    const kinds = spec.props[k];
    if (!kinds) {
      errors.push(`${path}.${k}: not a property of ${type}`);
      continue;
    }
    if (!kinds.some((kind) => fits(kind, v, `${path}.${k}`, errors))) errors.push(`${path}.${k}: ${JSON.stringify(v)} is not ${kinds.join(' or ')}`);
  }
  return errors.length === before;
}

function check(doc: JsonLd): string[] {
  const errors: string[] = [];
  if (doc['@context'] !== 'https://schema.org') errors.push('@context is not https://schema.org');
  checkNode(doc, doc['@type'], errors);
  return errors;
}

describe('the schema.org checker itself', () => {
  const good = learningResourceJsonLd(simulations[0]);
  it.each([
    ['a duration in words', { ...good, timeRequired: '30 minutes' }, /timeRequired/],
    ['free as a string', { ...good, isAccessibleForFree: 'true' }, /isAccessibleForFree/],
    ['no teaches', (({ teaches: _t, ...rest }) => rest)(good), /lacks teaches/],
    ['a relative url', { ...good, url: '/simulation/launchpad' }, /\.url/],
    ['a property LearningResource does not have', { ...good, numberOfItems: 3 }, /not a property/],
    ['an unknown type', { ...good, '@type': 'LearnResource' }, /unknown @type/],
    ['a list item without position', { ...simulationListJsonLd(), itemListElement: [{ '@type': 'ListItem', item: good }] }, /lacks position/],
    ['a language that is no BCP 47 tag', { ...good, inLanguage: 'English' }, /inLanguage/],
  ])('rejects %s', (_name, doc, problem) => {
    expect(check(doc as JsonLd).join('\n')).toMatch(problem);
  });
  it('accepts a sound document', () => expect(check(good)).toEqual([]));
});

describe('JSON-LD from the catalogue', () => {
  it('Organization and WebSite for / are valid schema.org', () => {
    expect(check(organizationJsonLd())).toEqual([]);
    expect(check(websiteJsonLd())).toEqual([]);
    expect(websiteJsonLd().publisher).toEqual({ '@id': organizationJsonLd()['@id'] });
  });

  it.each(simulations.map((s) => [s.id, s] as const))('%s: a valid LearningResource built from its catalogue entry', (_id, s) => {
    const doc = learningResourceJsonLd(s);
    expect(check(doc)).toEqual([]);
    expect(doc).toMatchObject({ name: s.title, teaches: s.teaches, isAccessibleForFree: true, timeRequired: isoDuration(s.minutes.max) });
    expect(String(doc.url).endsWith(s.route)).toBe(true);
  });

  it('the hub ItemList holds every simulation in catalogue order', () => {
    const list = simulationListJsonLd();
    expect(check(list)).toEqual([]);
    const items = list.itemListElement as { position: number; item: { name: string } }[];
    expect(items.map((i) => i.item.name)).toEqual(simulations.map((s) => s.title));
    expect(items.map((i) => i.position)).toEqual(simulations.map((_, i) => i + 1));
    expect(list.numberOfItems).toBe(simulations.length);
  });

  it('writes minutes as ISO 8601 durations and refuses nonsense', () => {
    expect(isoDuration(15)).toBe('PT15M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(() => isoDuration(0)).toThrow();
    expect(() => isoDuration(2.5)).toThrow();
  });

  it('serialises so that catalogue text cannot close the script element, and parses back to the same data', () => {
    const doc = { ...learningResourceJsonLd(simulations[0]), teaches: 'a </script><script>alert(1)</script> b' };
    const text = serializeJsonLd(doc);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual(doc);
  });
});
