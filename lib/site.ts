/**
 * Site-wide settings: the product's name and tagline, and the two outward
 * addresses, read from the environment at build time.
 */
export const site = {
  name: 'VentureQuest',
  tagline: 'Reimagining business education through interactive simulations.',
  description:
    'Gamified business and entrepreneurship simulations for students aged 13–18, with the reports, rubrics and certificates teachers need.',
  /** Where the static site is served; used for absolute URLs (sitemap, Open Graph). */
  url: process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  /** A form-forwarding endpoint (e.g. Formspree). Without it, sending fails honestly. */
  feedbackEndpoint: process.env.NEXT_PUBLIC_FEEDBACK_ENDPOINT || '',
  /** The external AI coach. Without it, the 'Chat with AI' link is not rendered. */
  aiCoachUrl: process.env.NEXT_PUBLIC_AI_COACH_URL || '',
  copyrightYear: 2025,
} as const;
