/** Fills a content template with the team's own product names. */
import type { Product } from './types';

export const PLACEHOLDERS = ['concept', 'market', 'pricing', 'channel', 'model'] as const;

/** Shown in place of a field the team left empty. */
const FALLBACK: Record<(typeof PLACEHOLDERS)[number], string> = {
  concept: 'your product',
  market: 'your customers',
  pricing: 'your pricing',
  channel: 'your marketing channel',
  model: 'your business model',
};

export function fillTemplate(text: string, product: Product): string {
  const values: Record<(typeof PLACEHOLDERS)[number], string> = {
    concept: product.productConcept,
    market: product.targetMarket,
    pricing: product.pricingStrategy,
    channel: product.marketingChannel,
    model: product.businessModel,
  };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const key = name as (typeof PLACEHOLDERS)[number];
    const v = values[key].trim();
    return v || FALLBACK[key];
  });
}

/** Placeholder names used in a template (to check content). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
