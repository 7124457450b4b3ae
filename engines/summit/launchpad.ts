/**
 * Setup pre-fill from the LaunchPad summary (saved by the LaunchPad simulation under
 * 'entrepreneur-simulation'). Pure: it takes the raw stored text (the screen reads it) and never fails.
 * The save is read through LaunchPad's own save spec (envelope, migrations and validator,
 * engines/launchpad/validate.ts): a save LaunchPad itself would not load gives no pre-fill at all. Saved
 * values are looked up in Maps, never as plain object keys, so "__proto__" or "constructor" find nothing.
 * Texts are cleaned (cleanText) and fitted to the Summit limits at a grapheme boundary.
 */
import { decode } from '../core/save';
import { cleanText } from '../core/text';
import { launchpadSave } from '../launchpad/validate';
import type { LaunchpadState } from '../launchpad/types';
import {
  BUSINESS_MODELS,
  COMPETITOR_TEXT_MAX,
  MARKETING_CHANNELS,
  PRICING_STRATEGIES,
  PRODUCT_TEXT_MAX,
  PROFILE_STRENGTHS_MAX,
  PROFILE_TEXT_MAX,
  UNIQUENESS_TEXT_MAX,
} from './constants';
import { checkFounderProfile, checkRivalProfile } from './profiles';
import type { FounderProfile, Product, RivalProfile } from './types';

export const LAUNCHPAD_KEY = launchpadSave.key;

export interface LaunchPadPrefill {
  product: Product;
  founderProfile: FounderProfile | null;
  rivalProfile: RivalProfile | null;
  /** True when at least one field came from the LaunchPad summary. */
  found: boolean;
}

const text = (x: unknown): string => (typeof x === 'string' ? cleanText(x) : '');

let segmenter: Intl.Segmenter | undefined;
const graphemes = (s: string): string[] => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(s), (g) => g.segment);
};

/** Cuts to at most `max` UTF-16 code units (the inputs' maxLength), at a word boundary when one is near,
 *  never inside a grapheme (an emoji or an accented letter), with an ellipsis. */
export function fitText(s: string, max = PRODUCT_TEXT_MAX): string {
  if (s.length <= max) return s;
  let cut = '';
  for (const g of graphemes(s)) {
    if (cut.length + g.length > max - 1) break;
    cut += g;
  }
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}
/*
 * DECISION, the mapping (only where LaunchPad has the data):
 * - concept: the first selected market gap; else "A new <industry> idea".
 * - target market: persona type, age group and location ("Students aged 13-18, Urban").
 * - pricing from buying behaviour: Price-conscious -> Low entry price,
 *   Value-seeking -> Value pricing, Tech-savvy -> Freemium, Trend-driven -> Premium pricing.
 * - channel: Trend-driven -> Social media; else core value Community-driven -> Local events;
 *   else type Students -> School and club partnerships, Creators -> Creator partnerships.
 * - model from industry: Social Impact & Sustainability -> Social enterprise,
 *   E-commerce -> Marketplace, EdTech / AI & Automation / Finance & Fintech -> Subscription,
 *   Gaming & E-sports -> Ads-supported.
 */
const PRICING_BY_BEHAVIOR = new Map<string, (typeof PRICING_STRATEGIES)[number]>([
  ['Price-conscious', 'Low entry price'],
  ['Value-seeking', 'Value pricing'],
  ['Tech-savvy', 'Freemium'],
  ['Trend-driven', 'Premium pricing'],
]);
const MODEL_BY_INDUSTRY = new Map<string, (typeof BUSINESS_MODELS)[number]>([
  ['Social Impact & Sustainability', 'Social enterprise'],
  ['E-commerce', 'Marketplace'],
  ['EdTech', 'Subscription'],
  ['AI & Automation', 'Subscription'],
  ['Finance & Fintech', 'Subscription'],
  ['Gaming & E-sports', 'Ads-supported'],
]);

/** The pricing strategy for a LaunchPad buying behaviour, '' when there is none. */
export const pricingFor = (behavior: unknown): (typeof PRICING_STRATEGIES)[number] | '' =>
  (typeof behavior === 'string' && PRICING_BY_BEHAVIOR.get(behavior)) || '';
/** The business model for a LaunchPad industry, '' when there is none. */
export const modelFor = (industry: unknown): (typeof BUSINESS_MODELS)[number] | '' =>
  (typeof industry === 'string' && MODEL_BY_INDUSTRY.get(industry)) || '';

function channelFor(persona: LaunchpadState['customerPersona']): (typeof MARKETING_CHANNELS)[number] | '' {
  if (persona.buyingBehavior === 'Trend-driven') return 'Social media';
  if (persona.coreValue === 'Community-driven') return 'Local events';
  if (persona.type === 'Students') return 'School and club partnerships';
  if (persona.type === 'Creators') return 'Creator partnerships';
  return '';
}

export function prefillFromLaunchPad(raw: string | null | undefined): LaunchPadPrefill {
  const empty: LaunchPadPrefill = {
    product: { productConcept: '', targetMarket: '', pricingStrategy: '', marketingChannel: '', businessModel: '' },
    founderProfile: null,
    rivalProfile: null,
    found: false,
  };
  let result: ReturnType<typeof decode<LaunchpadState>>;
  try {
    result = decode(launchpadSave, raw);
  } catch {
    return empty;
  }
  if (!result.ok) return empty;
  const d = result.value;

  const industry = text(d.selectedIndustry);
  const firstGap = d.selectedGapIdeas.map((g) => text(g.description)).find((s) => s.length > 0) ?? '';
  const productConcept = fitText(firstGap || (industry ? `A new ${industry} idea` : ''));

  const persona = d.customerPersona;
  const type = text(persona.type);
  const age = text(persona.ageGroup);
  const location = text(persona.location);
  let who = type;
  if (age) who = who ? `${who} aged ${age}` : `People aged ${age}`;
  const targetMarket = fitText([who, location].filter(Boolean).join(', '));

  const product: Product = {
    productConcept,
    targetMarket,
    pricingStrategy: pricingFor(persona.buyingBehavior),
    marketingChannel: channelFor(persona),
    businessModel: modelFor(d.selectedIndustry),
  };

  const strengths = d.strengths.map((x) => fitText(text(x), PROFILE_TEXT_MAX)).filter(Boolean).slice(0, PROFILE_STRENGTHS_MAX);
  const founderProfile =
    strengths.length || industry ? (checkFounderProfile({ strengths, industry: industry ? fitText(industry, PROFILE_TEXT_MAX) : null }) ?? null) : null;

  const comp = d.competitorSelection;
  const competitor = fitText(text(comp.selectedCompetitor), COMPETITOR_TEXT_MAX);
  const uniquenessText = fitText(text(comp.uniquenessText), UNIQUENESS_TEXT_MAX);
  const uniquenessScore = comp.uniquenessScore;
  const rivalProfile =
    competitor || uniquenessText || uniquenessScore
      ? (checkRivalProfile({ competitor: competitor || null, uniquenessText, uniquenessScore }) ?? null)
      : null;

  const found = Object.values(product).some(Boolean) || founderProfile !== null || rivalProfile !== null;
  return { product, founderProfile, rivalProfile, found };
}
