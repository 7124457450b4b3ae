/**
 * Site-wide settings: the product's name and tagline, and the two outward
 * addresses, read from the environment at build time. The site's own public
 * address (NEXT_PUBLIC_SITE_URL) is read and checked in lib/metadata.ts, the
 * server-only module every page's metadata, the sitemap and robots.txt use.
 */
export const site = {
  name: 'VentureQuest',
  tagline: 'Reimagining business education through interactive simulations.',
  description:
    'Gamified business and entrepreneurship simulations for students aged 13–18, with class reports and teacher guides — and no student accounts.',
  /** A form-forwarding endpoint (e.g. Formspree). Without it, sending fails honestly. */
  feedbackEndpoint: process.env.NEXT_PUBLIC_FEEDBACK_ENDPOINT || '',
  /** The external AI coach. Without it, the 'Chat with AI' link is not rendered. */
  aiCoachUrl: process.env.NEXT_PUBLIC_AI_COACH_URL || '',
  copyrightYear: 2025,
} as const;
