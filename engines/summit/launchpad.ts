/**
 * Setup pre-fill from the LaunchPad summary (saved by the LaunchPad simulation
 * as {"v":1,"data":{...}} under 'entrepreneur-simulation'). Pure: it takes the
 * raw stored text (the screen reads it) and never fails: anything missing,
 * wrong or corrupt simply leaves that field blank.
 */
import { BUSINESS_MODELS, MARKETING_CHANNELS, PRICING_STRATEGIES, PRODUCT_TEXT_MAX } from './constants';
import type { FounderProfile, Product, RivalProfile } from './types';

export const LAUNCHPAD_KEY = 'entrepreneur-simulation';

export interface LaunchPadPrefill {
  product: Product;
  founderProfile: FounderProfile | null;
  rivalProfile: RivalProfile | null;
  /** True when at least one field came from the LaunchPad summary. */
  found: boolean;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const text = (x: unknown): string => (typeof x === 'string' ? x.replace(/\s+/g, ' ').trim() : '');

/** Cuts to the field limit at a word boundary, with an ellipsis. */
export function fitText(s: string, max = PRODUCT_TEXT_MAX): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
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
const PRICING_BY_BEHAVIOR: Record<string, (typeof PRICING_STRATEGIES)[number]> = {
  'Price-conscious': 'Low entry price',
  'Value-seeking': 'Value pricing',
  'Tech-savvy': 'Freemium',
  'Trend-driven': 'Premium pricing',
};
const MODEL_BY_INDUSTRY: Record<string, (typeof BUSINESS_MODELS)[number]> = {
  'Social Impact & Sustainability': 'Social enterprise',
  'E-commerce': 'Marketplace',
  EdTech: 'Subscription',
  'AI & Automation': 'Subscription',
  'Finance & Fintech': 'Subscription',
  'Gaming & E-sports': 'Ads-supported',
};

function channelFor(persona: Record<string, unknown>): (typeof MARKETING_CHANNELS)[number] | '' {
  if (text(persona.buyingBehavior) === 'Trend-driven') return 'Social media';
  if (text(persona.coreValue) === 'Community-driven') return 'Local events';
  const type = text(persona.type);
  if (type === 'Students') return 'School and club partnerships';
  if (type === 'Creators') return 'Creator partnerships';
  return '';
}

export function prefillFromLaunchPad(raw: string | null | undefined): LaunchPadPrefill {
  const empty: LaunchPadPrefill = {
    product: { productConcept: '', targetMarket: '', pricingStrategy: '', marketingChannel: '', businessModel: '' },
    founderProfile: null,
    rivalProfile: null,
    found: false,
  };
  if (typeof raw !== 'string' || raw === '') return empty;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isObj(parsed) || !isObj(parsed.data)) return empty;
  const d = parsed.data;

  const industry = text(d.selectedIndustry);
  const gaps = Array.isArray(d.selectedGapIdeas) ? d.selectedGapIdeas : [];
  const firstGap = gaps.map((g) => (isObj(g) ? text(g.description) : '')).find((s) => s.length > 0) ?? '';
  const productConcept = fitText(firstGap || (industry ? `A new ${industry} idea` : ''));

  const persona = isObj(d.customerPersona) ? d.customerPersona : {};
  const type = text(persona.type);
  const age = text(persona.ageGroup);
  const location = text(persona.location);
  let who = type;
  if (age) who = who ? `${who} aged ${age}` : `People aged ${age}`;
  const targetMarket = fitText([who, location].filter(Boolean).join(', '));

  const product: Product = {
    productConcept,
    targetMarket,
    pricingStrategy: PRICING_BY_BEHAVIOR[text(persona.buyingBehavior)] ?? '',
    marketingChannel: channelFor(persona),
    businessModel: MODEL_BY_INDUSTRY[industry] ?? '',
  };

  const strengths = Array.isArray(d.strengths) ? d.strengths.map(text).filter(Boolean).slice(0, 3) : [];
  const founderProfile: FounderProfile | null = strengths.length || industry ? { strengths, industry: industry || null } : null;

  const comp = isObj(d.competitorSelection) ? d.competitorSelection : {};
  const competitor = text(comp.selectedCompetitor);
  const uniquenessText = fitText(text(comp.uniquenessText), 280);
  const score = comp.uniquenessScore;
  const uniquenessScore = score === 'low' || score === 'medium' || score === 'high' ? score : null;
  const rivalProfile: RivalProfile | null =
    competitor || uniquenessText || uniquenessScore ? { competitor: competitor || null, uniquenessText, uniquenessScore } : null;

  const found = Object.values(product).some(Boolean) || founderProfile !== null || rivalProfile !== null;
  return { product, founderProfile, rivalProfile, found };
}
