/**
 * The site's navigation, written once: the header's desktop menus, the mobile Menu drawer and the footer all render
 * from these lists (docs/site.md, "Navigation"). A link that appears in two places is one constant here.
 */

export interface MenuLink {
  label: string;
  href: string;
  description?: string;
}

/** Where the feedback section is: 'Request Demo', Contact and Support all lead there (docs/site.md, "No dead ends"). */
const FEEDBACK = '/#feedback';

const pricing: MenuLink = { label: 'Pricing', href: '/#pricing' };
const about: MenuLink = { label: 'About', href: '/about' };

export const featureMenu: MenuLink[] = [
  { label: 'Simulation-Based Learning', href: '/features#simulation-based-learning', description: 'Build a virtual startup in weekly decision modules.' },
  { label: 'Gamified Progress', href: '/features#gamified-progress', description: 'Earn XP, unlock badges, level up week by week.' },
  { label: 'Personalized Feedback', href: '/features#personalized-feedback', description: 'Every module ends with feedback on your choices.' },
  { label: 'Real-World Scenarios', href: '/features#real-world-scenarios', description: 'From competitor analysis to pitch decks.' },
  { label: 'Built for Self-Guided & Classroom Use', href: '/features#self-guided-and-classroom', description: 'Works alone at home or with a whole class.' },
];

export const schoolsMenu: MenuLink[] = [
  { label: 'Run a class', href: '/teacher', description: 'A class link and QR code; a class report from result codes.' },
  { label: 'Class report', href: '/teacher/report', description: 'Paste the result codes students hand in: tables, charts, CSV.' },
  { label: 'Teacher guides', href: '/teacher/guides', description: 'A printable guide for each simulation.' },
  { label: 'Teacher Benefits', href: '/schools#teacher-benefits', description: 'Class results, printable reports and teacher guides.' },
  { label: 'Student Benefits', href: '/schools#student-benefits', description: 'Real decisions, leaderboards, idea to pitch.' },
  { label: 'Safe & Secure', href: '/schools#safe-and-secure', description: 'No student data collected without consent.' },
  { label: 'Request Demo', href: FEEDBACK, description: 'Tell us about your school and we will get in touch.' },
];

/** One entry of the header, in order: a dropdown menu, a plain link, the Login button or the call to action. */
export type NavItem =
  | { kind: 'menu'; id: 'features' | 'schools'; label: string; links: MenuLink[] }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'login'; label: string }
  | { kind: 'cta'; label: string; href: string };

/** The header, desktop and mobile drawer alike. */
export const headerNav: NavItem[] = [
  { kind: 'menu', id: 'features', label: 'Features', links: featureMenu },
  { kind: 'link', ...pricing },
  { kind: 'menu', id: 'schools', label: 'For Schools', links: schoolsMenu },
  { kind: 'link', ...about },
  { kind: 'login', label: 'Login' },
  { kind: 'cta', label: 'Try Free Demo', href: '/#demo' },
];

export const footerColumns: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Navigation',
    links: [about, pricing, { label: 'Simulation', href: '/simulation' }, { label: 'Contact', href: FEEDBACK }],
  },
  {
    title: 'Resources',
    links: [
      { label: 'For Students', href: '/features' },
      { label: 'For Educators', href: '/schools' },
      { label: 'Support', href: FEEDBACK },
    ],
  },
];
