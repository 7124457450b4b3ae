/** Industries 1-6 of the catalogue. Fictional companies only. */
import type { IndustryInfo } from './types';

export const INDUSTRIES_A: Record<string, IndustryInfo> = {
  EdTech: {
    emoji: '🎓',
    blurbs: {
      'Creative thinker': 'Turn boring homework into something students actually want to open: your ideas could make learning feel like play.',
      'Natural leader': 'Schools buy from people they trust. You could rally teachers, students and parents behind a better way to learn.',
      'Confident speaker': 'Pitching to a principal or a school board is half the job in EdTech, and you already enjoy an audience.',
      'Fast decision-maker': 'The school year moves fast. You can test a study tool in one term and improve it before the next.',
      'Emotionally aware': 'You notice when a classmate is lost or stressed. Tools built with that empathy are the ones students keep using.',
      'Data & logic driven': 'Learning apps live on data: quiz scores, streaks, time on task. You can spot what really helps people learn.',
    },
    whatToKnow: [
      'EdTech means technology that helps people learn: homework apps, online courses, language tools, quiz games, tutoring platforms and the software teachers use to run a class. In the United States almost every student now uses some digital tool at school, so the market is huge, but it is also crowded.',
      'There are two very different customers. Schools and districts buy slowly: they need approval, privacy promises and proof that the tool improves results, and they often decide once a year. Students and parents buy fast, but they expect a free version and will drop an app that feels like extra homework. Many EdTech startups begin with a free tool that students love, then sell a paid version to teachers or schools.',
      'Privacy rules matter here. Apps for children under 13 must follow a federal law called COPPA, and schools ask careful questions about where student data goes. Winning ideas usually solve one clear, painful problem, such as "I never know what to revise before a test", better than anything else, instead of trying to do everything.',
    ],
    gaps: [
      'Students who learn best by listening have almost no good audio versions of their class notes.',
      'Teens preparing for their first job interview have nowhere to practise answers and get honest feedback.',
      'Study groups fall apart because nobody can agree on a time or keep track of who is covering which topic.',
      'Students learning English as a second language struggle with school-specific words that translation apps get wrong.',
      'Teachers spend hours making practice quizzes that already exist somewhere, but they cannot easily share or find them.',
    ],
    competitors: [
      { id: 'edtech-1', name: 'StudySpark', tagline: 'Flashcards that learn what you forget.', target: 'High school students preparing for tests', pricing: 'Free; $5/month for unlimited decks', social: '@studyspark · 310K followers' },
      { id: 'edtech-2', name: 'ClassCompass', tagline: 'One dashboard for every assignment.', target: 'Teachers and school districts', pricing: '$4 per student per year, sold to schools', social: '@classcompass · 18K followers' },
      { id: 'edtech-3', name: 'TutorTap', tagline: 'A real tutor in under 5 minutes.', target: 'Parents of middle and high schoolers', pricing: '$25 per 30-minute session', social: '@tutortap · 64K followers' },
    ],
  },
  'Fashion & Apparel': {
    emoji: '👕',
    blurbs: {
      'Creative thinker': 'Fashion rewards a fresh eye. Your ideas could become a drop that people line up for.',
      'Natural leader': 'Brands are built by people others want to follow. You could grow a crew of designers, makers and fans.',
      'Confident speaker': 'Fashion sells through stories. You can explain why your clothes matter, on camera and in person.',
      'Fast decision-maker': 'Trends change in weeks. You can spot one, decide, and get a small batch out before it is over.',
      'Emotionally aware': 'Clothes are about how people feel. You can design for confidence, comfort and belonging.',
      'Data & logic driven': 'Sizes, stock and margins make or break a label. You can order smart and avoid boxes of unsold shirts.',
    },
    whatToKnow: [
      'Fashion and apparel covers everything people wear: clothing, shoes, bags and accessories, from cheap fast fashion to limited streetwear drops and second-hand resale. Americans spend hundreds of billions of dollars a year on clothes, and young people shape a lot of the trends through social media.',
      'The hard part is not the design, it is the money tied up in stock. You must pay for fabric, making and shipping before you sell anything, and whatever does not sell is lost cash. That is why many small brands start with pre-orders, print-on-demand or tiny "drops" that sell out, instead of big production runs.',
      'Customers increasingly care about how clothes are made. Fast fashion creates a lot of waste, and resale and upcycling are growing quickly. A strong brand story, good photos and a clear community (skaters, gamers, dancers, a local scene) often matter more than a low price. Sizing is another common problem: returns because of bad fit eat a big share of online fashion profits.',
    ],
    gaps: [
      'Teens who want sustainable clothes find most eco-friendly brands far too expensive.',
      'Online shoppers return clothes constantly because sizes differ so much from brand to brand.',
      'People with sensory sensitivities struggle to find stylish clothes without itchy tags, seams or fabrics.',
      'Students want to customise plain clothes but do not know how to do it well or where to get supplies.',
      'School sports teams and clubs pay too much and wait too long for small batches of custom merch.',
    ],
    competitors: [
      { id: 'fashion-1', name: 'ThreadDrop', tagline: 'Limited streetwear, released every Friday.', target: 'Trend-driven teens and young adults', pricing: '$35-$80 per item', social: '@threaddrop · 520K followers' },
      { id: 'fashion-2', name: 'ReWear Market', tagline: 'Buy and sell pre-loved clothes nearby.', target: 'Price-conscious, eco-minded shoppers', pricing: 'Free to list; 10% fee per sale', social: '@rewearmarket · 95K followers' },
      { id: 'fashion-3', name: 'FitRight', tagline: 'Find your size in any brand with one scan.', target: 'Online shoppers tired of returns', pricing: 'Free app; paid by partner stores', social: '@fitrightapp · 27K followers' },
    ],
  },
  'Health & Wellness': {
    emoji: '🌿',
    blurbs: {
      'Creative thinker': 'Healthy habits are hard to keep. Your ideas could make sleep, water and stretching actually fun.',
      'Natural leader': 'Wellness spreads through groups. You could start a movement that gets a whole school moving.',
      'Confident speaker': 'People need to trust a wellness brand. You can talk clearly and honestly about what your product does.',
      'Fast decision-maker': 'You can try a small wellness idea, listen to users, and change course quickly when something is not working.',
      'Emotionally aware': 'Stress and mental health matter to your generation. You can build something that feels kind, not preachy.',
      'Data & logic driven': 'Good wellness products are backed by evidence. You can separate what really works from what only sounds good.',
    },
    whatToKnow: [
      'Health and wellness includes products and services that help people feel better in body and mind: fitness and sleep apps, healthy snacks, mental-health support, meditation, skincare for health reasons and wearable trackers. It is one of the fastest-growing areas for young founders because people of every age want to take care of themselves.',
      'Trust is everything. Claims like "cures anxiety" or "boosts immunity" can be illegal without proof, and the Federal Trade Commission and the Food and Drug Administration watch health claims closely. Smart startups promise less, explain what their product does and does not do, and point users to professionals when something is serious.',
      'Mental health is a special responsibility. An app for teens must handle private feelings with care, protect data, and show where to get real help in a crisis. The best ideas in this space often support small daily habits, like drinking water, sleeping on time or taking screen breaks, and make them easy and social.',
    ],
    gaps: [
      'Teens know they need more sleep but have no friendly tool that helps them wind down without feeling lectured.',
      'Students with packed schedules skip meals because healthy food on the go is expensive or hard to find.',
      'Young people want to talk about stress but are not ready to see a counsellor and do not know where to start.',
      'People who sit at screens all day forget to move, stretch or rest their eyes until they already hurt.',
      'Teens with allergies or dietary needs find it hard to eat out with friends safely.',
    ],
    competitors: [
      { id: 'health-1', name: 'CalmCove', tagline: 'Five minutes of calm, any time.', target: 'Stressed students and young professionals', pricing: 'Free basics; $8/month premium', social: '@calmcove · 230K followers' },
      { id: 'health-2', name: 'SnackSmart', tagline: 'Healthy snacks delivered to your locker.', target: 'Busy high school and college students', pricing: '$20 for a weekly box of 10 snacks', social: '@snacksmart · 41K followers' },
      { id: 'health-3', name: 'SleepStreak', tagline: 'Build a bedtime streak with friends.', target: 'Teens who stay up too late', pricing: 'Free with optional $2 themes', social: '@sleepstreak · 15K followers' },
    ],
  },
  'Gaming & E-sports': {
    emoji: '🎮',
    blurbs: {
      'Creative thinker': 'Games are creativity you can play. Your worlds, characters and twists could be the next thing people stream.',
      'Natural leader': 'Every great team needs a captain. You could run a club, a league or a studio people are proud to join.',
      'Confident speaker': 'Casting, streaming and pitching to sponsors all need a strong voice, and you have one.',
      'Fast decision-maker': 'Gaming moves at match speed. You can react to patches, trends and player feedback in days, not months.',
      'Emotionally aware': 'Toxic chat drives players away. You can build communities where people feel safe and welcome.',
      'Data & logic driven': 'Win rates, retention curves and stats are your playground. You can balance a game or coach a team with numbers.',
    },
    whatToKnow: [
      'Gaming is bigger than music and movies combined, and e-sports (organised competitive gaming) now has school leagues, college scholarships and big tournaments. The industry includes game studios, streaming, coaching, tournaments, gaming gear, merch and the apps that connect players.',
      'Making a hit game is very hard: thousands of new games come out every year and most earn little. Many young founders succeed instead by serving gamers: running local tournaments, coaching, making tools for streamers, designing merch, or building small mobile games with one clever idea. Free-to-play with optional purchases is the most common way to earn money, but it must be fair, especially for younger players.',
      'Community is the real product. Players stay where they have friends and feel respected, and they leave fast when chat turns toxic or a game feels pay-to-win. Age ratings, parental controls and online-safety rules matter if your players are under 18, and schools running e-sports clubs look for partners who take safety seriously.',
    ],
    gaps: [
      'School e-sports clubs have no simple way to schedule matches and track standings with other schools.',
      'New players quit competitive games because matches against experts feel impossible and nobody teaches them.',
      'Parents want to understand the games their kids play but find reviews confusing and full of jargon.',
      'Small streamers cannot afford good graphics, overlays or editing to make their channel look professional.',
      'Players with disabilities often cannot find games or controllers set up for how they play.',
    ],
    competitors: [
      { id: 'gaming-1', name: 'LevelUp League', tagline: 'Compete for your school, every week.', target: 'High school e-sports clubs and coaches', pricing: '$300 per school per season', social: '@levelupleague · 76K followers' },
      { id: 'gaming-2', name: 'PixelCoach', tagline: 'Pro tips from players who made it.', target: 'Competitive players who want to rank up', pricing: '$15 per coaching session', social: '@pixelcoach · 190K followers' },
      { id: 'gaming-3', name: 'StreamKit', tagline: 'Look pro on stream from day one.', target: 'New and small streamers', pricing: 'Free starter pack; $6/month for all themes', social: '@streamkit · 58K followers' },
    ],
  },
  'Social Impact & Sustainability': {
    emoji: '🌍',
    blurbs: {
      'Creative thinker': 'Big problems need new ideas. You could turn waste into products or make doing good feel easy.',
      'Natural leader': 'Change happens when people act together. You could organise volunteers, partners and your whole community.',
      'Confident speaker': 'Causes need a voice. You can tell the story that makes people care, donate and join in.',
      'Fast decision-maker': 'When a need appears, like a food drive or a clean-up, you can get something useful going quickly.',
      'Emotionally aware': 'You understand the people you want to help. That empathy keeps an impact venture honest and respectful.',
      'Data & logic driven': 'Impact must be measured. You can prove how much waste, money or time your idea really saves.',
    },
    whatToKnow: [
      'Social impact businesses try to solve a social or environmental problem and still earn enough money to keep going. Examples include companies that recycle or upcycle waste, sell products that give back, help people find jobs, cut food waste or make clean energy cheaper. Some are non-profits that rely on donations; others are normal businesses with a mission.',
      'Customers and investors increasingly want proof. "Eco-friendly" is not enough: you need to show real numbers, such as kilograms of waste saved or meals delivered. Claims that sound green but are not true ("greenwashing") can damage a brand and may break advertising rules.',
      'Good intentions do not pay the bills, so the business model must be clear: who pays, and why? Often the people who benefit are not the ones who pay, for example a city, a school or a company pays so that a service is free for others. Partnering with local organisations, listening to the community you serve, and starting small in one neighbourhood are the usual ways in.',
    ],
    gaps: [
      'School cafeterias throw away good food every day while some students go home hungry.',
      'People want to recycle properly but are confused about what goes in which bin, so much of it ends up in landfill.',
      'Local non-profits need young volunteers but cannot reach them where they actually spend time online.',
      'Old phones and laptops sit in drawers because people do not trust or know safe ways to donate or recycle them.',
      'Prom dresses, suits and graduation outfits are worn once and then forgotten, while others cannot afford them.',
    ],
    competitors: [
      { id: 'impact-1', name: 'GreenGather', tagline: 'Clean-ups and volunteering near you.', target: 'Students who need volunteer hours', pricing: 'Free for volunteers; groups pay $10/month', social: '@greengather · 33K followers' },
      { id: 'impact-2', name: 'Second Plate', tagline: 'Surplus food, rescued the same day.', target: 'Restaurants, schools and food banks', pricing: 'Businesses pay $49/month for pickups', social: '@secondplate · 12K followers' },
      { id: 'impact-3', name: 'LoopTech', tagline: 'Give your old gadgets a second life.', target: 'Families with unused electronics', pricing: 'Free drop-off; refurbished devices from $60', social: '@looptech · 21K followers' },
    ],
  },
  'Beauty & Skincare': {
    emoji: '💄',
    blurbs: {
      'Creative thinker': 'Packaging, colours, routines: beauty is full of room for ideas nobody has tried yet.',
      'Natural leader': 'Beauty brands grow through loyal communities. You could lead one that feels inclusive and real.',
      'Confident speaker': 'Tutorials and reviews sell beauty. You can teach on camera and build trust with every video.',
      'Fast decision-maker': 'Beauty trends rise on social media in days. You can test a small batch before the wave passes.',
      'Emotionally aware': 'Skin and looks are personal. You can build a brand that makes people feel good, not judged.',
      'Data & logic driven': 'Ingredients, reviews and repeat orders are data. You can build products that truly work for real skin.',
    },
    whatToKnow: [
      'Beauty and skincare includes make-up, skincare, hair care, nails and fragrance, plus tools and services. It is a huge market where small brands can grow fast thanks to social media, and teens are among the most engaged customers, especially for skincare.',
      'Safety comes first. Anything applied to skin must be tested and labelled properly, and US rules for cosmetics have become stricter in recent years. Claims such as "cures acne" make a product count as a drug, with much tougher rules. Many young founders start with products made by an established manufacturer, or with services and content, rather than mixing their own formulas at home.',
      'Customers want honesty: clear ingredient lists, products for every skin tone and type, and no unrealistic before-and-after photos. Dermatologists and skin experts often warn that teens do not need long, expensive routines, so a brand that keeps things simple, gentle and affordable can stand out from crowded shelves.',
    ],
    gaps: [
      'Teens get overwhelmed by 10-step skincare routines and buy products their skin does not need.',
      'People with darker skin tones still struggle to find matching shades in affordable make-up.',
      'Half-used beauty products end up in the bin because there is no easy way to recycle the packaging.',
      'Boys and young men want simple skincare but feel most brands are not made for them.',
      'Students with sensitive skin cannot tell which products are safe without reading long ingredient lists.',
    ],
    competitors: [
      { id: 'beauty-1', name: 'GlowBasics', tagline: 'Three steps. Nothing extra.', target: 'Teens starting a simple routine', pricing: '$12-$18 per product', social: '@glowbasics · 410K followers' },
      { id: 'beauty-2', name: 'ShadeMatch', tagline: 'Your exact shade, found by photo.', target: 'Make-up buyers of all skin tones', pricing: 'Free app; earns from partner brands', social: '@shadematch · 88K followers' },
      { id: 'beauty-3', name: 'RefillBar', tagline: 'Bring the bottle, skip the plastic.', target: 'Eco-conscious shoppers in cities', pricing: 'Refills from $6', social: '@refillbar · 19K followers' },
    ],
  },
};
