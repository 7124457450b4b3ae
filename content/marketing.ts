/**
 * Marketing data (spec §3: testimonials, pricing plans, benefit cards, demo cards).
 * Prose lives in the MDX pages beside this file; the menus and footer links are in content/navigation.ts.
 */

export interface Testimonial {
  quote: string;
  author: { name: string; role: string };
  /** A single initial letter. */
  avatar: string;
}

export interface PricingPlan {
  name: string;
  description: string;
  price: string;
  subtext?: string;
  /**
   * `today`: the plan's features are what a visitor gets now. `planned`: the plan is not on sale and its features
   * (the specification's list) are shown under "Planned", with `note` saying so — copy is true.
   */
  status: 'today' | 'planned';
  note?: string;
  features: string[];
  buttonText: string;
  buttonStyle: 'primary' | 'outline';
  highlight?: boolean;
  /** Badge shown on the highlighted plan. */
  badge?: string;
  /** Where the plan's button leads on the landing page (default '#demo'). */
  href?: string;
  /** What exists today, where the plan lists something still to come. */
  today?: { text: string; link: string; href: string };
}

export interface BenefitCard {
  title: string;
  description: string;
  /** A decorative emoji; the title carries the meaning. */
  icon: string;
}

export interface DemoCard {
  id: string;
  kicker: string;
  title: string;
  description: string;
  button: string;
  route: string;
}

export const benefits: BenefitCard[] = [
  {
    title: 'Hands-On Learning',
    description: 'Students run a business instead of reading about one. Every lesson is something they do, not something they copy down.',
    icon: '🛠️',
  },
  {
    title: 'Real Decisions',
    description: 'Pricing, branding, pitching, budgets, marketing and leadership — the same trade-offs real founders argue about, sized for a class period.',
    icon: '🧭',
  },
  {
    title: 'Feedback from Actions',
    description: 'Choices have consequences inside the simulation, and every module ends with feedback that explains what happened and why.',
    icon: '🔁',
  },
  {
    title: 'Tangible Progress',
    description:
      'XP, levels and badges make growth visible to students, on their own device; a class report turns the class’s result codes into tables and charts for the teacher.',
    icon: '🏅',
  },
  {
    title: 'Modern, Mobile-Friendly Interface',
    description: 'Runs in the browser on a phone, a tablet or a school laptop. No installs, and no account needed to try a simulation.',
    icon: '📱',
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      'I used to think business was just maths. After the supply-chain game I finally get why one late order can wreck a whole week — and I explained it to my dad.',
    author: { name: 'Maya R.', role: 'Student, Year 10' },
    avatar: 'M',
  },
  {
    quote:
      'Class participation rose by 40% in the first month. Students who never spoke up were arguing about pricing strategy across the room.',
    author: { name: 'Mr. Daniel Okafor', role: 'Business Studies Teacher' },
    avatar: 'D',
  },
  {
    quote:
      'LaunchPad made me pick a real customer instead of "everyone". My idea got smaller and way better. I am actually building it now.',
    author: { name: 'Leo K.', role: 'Student, age 16' },
    avatar: 'L',
  },
  {
    quote:
      'I have no business background, and I did not need one. The teacher guide gave me the questions, and the class report gave me my class’s own numbers to ask them with.',
    author: { name: 'Ms. Priya Shah', role: 'Careers & Enterprise Lead' },
    avatar: 'P',
  },
];

export const plans: PricingPlan[] = [
  {
    name: 'Freemium',
    description: 'Try before you commit',
    price: '$0',
    status: 'today',
    features: ['Week 1 only', 'Limited badges', 'Basic progress tracking', 'Starter resources'],
    buttonText: 'Start Now',
    buttonStyle: 'outline',
    // "Week 1 only": the button leads to Week 1 (LaunchPad) in the demo section.
    href: '#demo-week1',
  },
  {
    name: 'Pro',
    description: 'Full access for individual students',
    price: '$150',
    subtext: 'one-time payment',
    status: 'planned',
    note: 'Not on sale yet: nothing can be bought on this site. What exists today is free.',
    features: [
      'All 10 weeks',
      'Complete badge collection',
      'Detailed progress reports',
      'Premium resources',
      'Certificate upon completion',
    ],
    buttonText: 'Get Started',
    buttonStyle: 'primary',
    highlight: true,
    badge: 'Planned',
  },
  {
    name: 'Tycoon',
    description: 'For schools and institutions',
    price: 'Request Quote',
    status: 'planned',
    features: [
      'School dashboard',
      'Multiple student accounts',
      'Administrative controls',
      'Bulk reporting',
      'Custom branding',
      'Priority support',
    ],
    buttonText: 'Request Demo',
    buttonStyle: 'outline',
    // The spec's list stays (it is what a school's plan will hold); accounts and a dashboard do not exist yet, so
    // the card says what a teacher can use today instead.
    today: {
      text: 'Today, without any accounts: class links, join codes, result codes your page replays, and a class report.',
      link: 'Run a class',
      href: '/teacher',
    },
  },
];

export const demoCards: DemoCard[] = [
  {
    id: 'demo-bullwhip',
    kicker: 'Supply Chain Simulation',
    title: 'Bullwhip Rush',
    description:
      'A reimagined classic supply-chain teaching game: you order once per week, delays multiply mistakes, and you minimise costs across a 4-node supply chain.',
    button: 'Play Supply Chain Simulation',
    route: '/simulation/game-theory',
  },
  {
    id: 'demo-summit',
    kicker: 'The Everest Challenge for Founders',
    title: 'Summit of Decisions',
    description:
      'A leadership challenge, solo with 4 AI teammates: pick a role in a founding team of five, vote with your team on oxygen, morale and progress, and find out whether your team reaches the top.',
    button: 'Start Expedition',
    route: '/simulation/summit',
  },
  {
    id: 'demo-city-tycoon',
    kicker: 'Team Property-Trading Game',
    title: 'City Tycoon',
    description: 'Buy districts, collect rent and build a real estate empire — a hotseat game for 2 to 6 players on one device.',
    button: 'Build Empire',
    route: '/simulation/city-tycoon',
  },
];
