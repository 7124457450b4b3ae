/**
 * JSON-LD (schema.org) for the site, built from the catalogue in one place (docs/site.md, "Metadata"):
 * Organization + WebSite on `/`, a LearningResource on each simulation route, and an ItemList of them on the hub.
 */
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/metadata';
import { simulations, type SimulationEntry } from './simulations';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;
/** Who the simulations are for (the site's own description: students aged 13–18). */
export const EDUCATIONAL_LEVEL = 'Secondary school (ages 13–18)';
export const TYPICAL_AGE_RANGE = '13-18';
export const LANGUAGE = 'en';

/** An absolute URL on the site for a path such as `/simulation`: the same one the canonical links use. */
export { absoluteUrl };

/** Minutes as an ISO 8601 duration: 30 -> PT30M, 60 -> PT1H, 90 -> PT1H30M. */
export function isoDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`isoDuration: ${minutes} is not a whole number of minutes above 0`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}

const organizationId = () => `${absoluteUrl('/')}#organization`;
const websiteId = () => `${absoluteUrl('/')}#website`;

export function organizationJsonLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    url: absoluteUrl('/'),
    description: site.description,
    slogan: site.tagline,
  };
}

export function websiteJsonLd(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': websiteId(),
    name: site.name,
    url: absoluteUrl('/'),
    description: site.description,
    inLanguage: LANGUAGE,
    publisher: { '@id': organizationId() },
  };
}

function learningResourceBody(s: SimulationEntry) {
  return {
    '@type': 'LearningResource',
    name: s.title,
    description: s.tagline,
    url: absoluteUrl(s.route),
    educationalLevel: EDUCATIONAL_LEVEL,
    typicalAgeRange: TYPICAL_AGE_RANGE,
    timeRequired: isoDuration(s.minutes.max),
    teaches: s.teaches,
    isAccessibleForFree: true,
    learningResourceType: 'Simulation',
    interactivityType: 'active',
    inLanguage: LANGUAGE,
    provider: { '@id': organizationId() },
  } as const;
}

export function learningResourceJsonLd(s: SimulationEntry): JsonLd {
  return { '@context': CONTEXT, ...learningResourceBody(s) };
}

/** The hub's list: every simulation of the catalogue, in its order, each as a full LearningResource. */
export function simulationListJsonLd(list: readonly SimulationEntry[] = simulations): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: 'Simulations',
    url: absoluteUrl('/simulation'),
    numberOfItems: list.length,
    itemListElement: list.map((s, i) => ({ '@type': 'ListItem', position: i + 1, item: learningResourceBody(s) })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no text in the catalogue can close the
 * script element (`</script>`) or open a comment in it; JSON.parse reads `\u003c` back as `<`.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
