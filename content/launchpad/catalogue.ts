/**
 * LaunchPad catalogue: the 12 industries (blurbs, "What to Know", market gaps,
 * rivals), the generic gaps and rivals used when no industry is chosen, and
 * the country list. All companies and people named here are fictional.
 */
import type { Industry } from '../../engines/launchpad/constants';
import type { Competitor, IndustryInfo } from './types';
import { INDUSTRIES_A } from './industries-a';
import { INDUSTRIES_B } from './industries-b';

export type { Competitor, IndustryInfo } from './types';
export { COUNTRIES } from '../../engines/launchpad/constants';

export const INDUSTRY_INFO: Record<Industry, IndustryInfo> = { ...INDUSTRIES_A, ...INDUSTRIES_B } as Record<Industry, IndustryInfo>;

/** Used when no industry is chosen. */
export const DEFAULT_GAPS: string[] = [
  'Teens who want to earn money have no simple, safe way to find small local jobs like tutoring, pet-sitting or yard work.',
  'Busy families waste food every week because nobody plans meals around what is already in the fridge.',
  'Students starting a club or side project cannot find cheap, easy tools to collect money and track who paid.',
  'Small local shops have great products but no idea how to reach customers under 25 online.',
  'Young people want to buy less and reuse more, but swapping or renting things locally is still awkward.',
];

export const DEFAULT_COMPETITORS: Competitor[] = [
  {
    id: 'default-1',
    name: 'QuickStart Co.',
    tagline: 'Everything a new business needs, in one app.',
    target: 'First-time founders of every age',
    pricing: 'Free basic plan; $12/month for Pro',
    social: '@quickstartco · 85K followers',
  },
  {
    id: 'default-2',
    name: 'LocalLoop',
    tagline: 'Your neighbourhood, one tap away.',
    target: 'Families and small shops in suburbs',
    pricing: 'Free for users; shops pay 8% per sale',
    social: '@localloop · 22K followers',
  },
  {
    id: 'default-3',
    name: 'BrightBox',
    tagline: 'Monthly boxes of things you did not know you needed.',
    target: 'Young adults aged 18-30',
    pricing: '$29 per box, cancel any time',
    social: '@brightboxhq · 140K followers',
  },
];
