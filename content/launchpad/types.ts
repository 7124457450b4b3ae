import type { Strength } from '../../engines/launchpad/constants';

/** A fictional rival shown in Rival Radar (section 3: {id, name, tagline, target, pricing, social}). */
export interface Competitor {
  id: string;
  name: string;
  tagline: string;
  target: string;
  pricing: string;
  social: string;
}

export interface IndustryInfo {
  /** Decorative icon on the industry card (hidden from screen readers). */
  emoji: string;
  /** One blurb per strength: the card shows the one for the student's first chosen strength. */
  blurbs: Record<Strength, string>;
  /** "What to Know" (stage 3), as paragraphs. */
  whatToKnow: string[];
  /** Exactly 5 market gaps. */
  gaps: string[];
  /** Exactly 3 fictional competitors. */
  competitors: Competitor[];
}
