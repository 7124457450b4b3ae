/** Industries 7-12 of the catalogue. Fictional companies only. */
import type { IndustryInfo } from './types';

export const INDUSTRIES_B: Record<string, IndustryInfo> = {
  'AI & Automation': {
    emoji: '🤖',
    blurbs: {
      'Creative thinker': 'AI is a new box of tools. You could find uses for it that nobody has imagined yet.',
      'Natural leader': 'AI projects need people who can bring coders, users and experts together. You could be that person.',
      'Confident speaker': 'Most people find AI confusing. You can explain it simply and show why your tool is worth trying.',
      'Fast decision-maker': 'AI tools change every month. You can test new models quickly and ship improvements before others do.',
      'Emotionally aware': 'People worry about AI. You can design tools that feel helpful and respectful, and keep humans in charge.',
      'Data & logic driven': 'AI runs on data and logic. You can measure when your tool is right, when it is wrong and why.',
    },
    whatToKnow: [
      'AI and automation means software that does tasks people used to do by hand: writing drafts, sorting emails, answering questions, recognising images, scheduling or moving data between apps. Thanks to ready-made AI models that anyone can connect to, a small team can now build tools that once needed a big company.',
      'That also means competition is fierce: if your product is only a thin layer on top of a popular chatbot, others can copy it in a weekend. Strong AI startups focus on one group of users with a specific job, such as helping a dentist answer patient messages, and know that job better than anyone.',
      'Responsibility matters. AI can be wrong while sounding confident, can repeat unfair biases from its training data, and can leak private information if it is handled carelessly. Customers want to know what data you use, how you keep it safe and when a human checks the results. Running AI also costs money for every request, so pricing has to cover those costs.',
    ],
    gaps: [
      'Small local businesses spend hours answering the same customer questions by hand every day.',
      'Students cannot tell when an AI answer is wrong, and there is no simple tool that helps them check sources.',
      'Volunteers at clubs and charities waste evenings copying data between spreadsheets and forms.',
      'People who are blind or have low vision still struggle with apps and documents that are not described properly.',
      'Teachers want to use AI in class but have no safe, age-appropriate tools approved for students.',
    ],
    competitors: [
      { id: 'ai-1', name: 'TaskPilot', tagline: 'Your busywork, done while you sleep.', target: 'Small business owners', pricing: '$19/month per user', social: '@taskpilot · 47K followers' },
      { id: 'ai-2', name: 'AskAtlas', tagline: 'Homework help that shows its sources.', target: 'High school and college students', pricing: 'Free 10 questions a day; $7/month unlimited', social: '@askatlas · 260K followers' },
      { id: 'ai-3', name: 'ReplyBot', tagline: 'Answers customer messages in seconds.', target: 'Online shops and restaurants', pricing: '$0.02 per reply, first 500 free', social: '@replybot · 9K followers' },
    ],
  },
  'Food & Beverage': {
    emoji: '🍔',
    blurbs: {
      'Creative thinker': 'New flavours, fun packaging, pop-up ideas: food is a playground for creative founders.',
      'Natural leader': 'Kitchens and food stalls run on teamwork. You can lead a crew through a busy Saturday rush.',
      'Confident speaker': 'Food sells when people hear the story behind it. You can pitch at markets, fairs and to local shops.',
      'Fast decision-maker': 'Ingredients spoil and lunch rushes do not wait. You can make quick calls on menus and stock.',
      'Emotionally aware': 'Food is about comfort, culture and sharing. You can build something people feel at home with.',
      'Data & logic driven': 'Food margins are thin. You can price every ingredient and avoid selling at a loss.',
    },
    whatToKnow: [
      'Food and beverage covers everything people eat and drink: restaurants, cafés, food trucks, packaged snacks, drinks, meal kits, bakeries and delivery. Everyone eats every day, so demand is steady, and many famous brands started at a farmers market or a school stall.',
      'The margins are tight. After ingredients, packaging, rent, staff and delivery fees, many food businesses keep only a small share of each sale as profit. Knowing your cost per item to the cent, and reducing waste, is what separates a hobby from a business. Most successful food startups begin small: pop-ups, markets, pre-orders or selling to friends and school events.',
      'Rules are strict because food can make people sick. Selling food usually needs permits and a licensed kitchen, although many US states have "cottage food" laws that let people sell some low-risk foods, like certain baked goods, from home. Labels must list ingredients and allergens. Customers today also care about healthy options, plant-based choices and where ingredients come from.',
    ],
    gaps: [
      'Students near school have few cheap, quick lunch options that are not fried or full of sugar.',
      'Families from immigrant communities cannot find their home-country snacks outside big cities.',
      'Bakeries and cafés throw away unsold food every evening that people would happily buy at a discount.',
      'Teens who want to cook at home have no simple recipes built around what a student can actually afford.',
      'People with food allergies rarely find snacks that are safe, tasty and clearly labelled.',
    ],
    competitors: [
      { id: 'food-1', name: 'BrightBite', tagline: 'Healthy lunch bowls in 5 minutes.', target: 'Students and office workers', pricing: '$8-$11 per bowl', social: '@brightbite · 54K followers' },
      { id: 'food-2', name: 'HomeTaste Box', tagline: 'Snacks from around the world, monthly.', target: 'Families who miss flavours from home', pricing: '$25 per monthly box', social: '@hometastebox · 37K followers' },
      { id: 'food-3', name: 'LastCall Eats', tagline: 'Great food at closing-time prices.', target: 'Price-conscious city dwellers', pricing: 'Free app; meals at 50% off', social: '@lastcalleats · 72K followers' },
    ],
  },
  'Finance & Fintech': {
    emoji: '💳',
    blurbs: {
      'Creative thinker': 'Money feels dull to most teens. You could make saving and budgeting surprisingly fun.',
      'Natural leader': 'People follow leaders they trust with money. You can build that trust step by step.',
      'Confident speaker': 'Explaining money clearly is a rare skill. You can teach and sell at the same time.',
      'Fast decision-maker': 'Markets and apps change fast. You can act on new tools and rules before slower companies.',
      'Emotionally aware': 'Money worries are stressful. You can build tools that feel calm, kind and never shaming.',
      'Data & logic driven': 'Finance is numbers all the way down. You can find patterns that help people spend and save better.',
    },
    whatToKnow: [
      'Fintech means financial technology: apps and services for paying, saving, budgeting, borrowing, investing and sending money. Mobile banking, payment apps and "buy now, pay later" services all started as fintech startups, and many now target teens and young adults who are just opening their first accounts.',
      'Finance is one of the most regulated industries. Holding customers\' money, lending or giving investment advice needs licences, so most startups partner with an existing bank or licensed company instead of doing those parts themselves. Security is essential: one data breach or fraud scandal can end a fintech company.',
      'For young people, the biggest opportunities are often about learning: understanding a first pay cheque, building a savings habit, avoiding debt traps or splitting costs with friends. Products for under-18s usually need a parent or guardian on the account. Trust, clear fees and simple language beat flashy features every time.',
    ],
    gaps: [
      'Teens with their first job do not understand their pay cheque, taxes or where their money goes.',
      'Friends splitting costs for trips or gifts end up arguing because nobody tracks who paid what.',
      'Parents want to give allowance digitally and teach saving, but most bank apps are built for adults.',
      'Young people see investing tips on social media but cannot tell good advice from scams.',
      'Students saving for a big goal, like a laptop or a car, lose motivation because progress feels invisible.',
    ],
    competitors: [
      { id: 'fintech-1', name: 'PocketPlan', tagline: 'Budgeting that feels like a game.', target: 'Teens aged 13-18 and their parents', pricing: 'Free; $3/month family plan', social: '@pocketplan · 120K followers' },
      { id: 'fintech-2', name: 'SplitSquad', tagline: 'Split anything, stay friends.', target: 'College students and roommates', pricing: 'Free; 1% fee on instant transfers', social: '@splitsquad · 66K followers' },
      { id: 'fintech-3', name: 'Seedling Invest', tagline: 'Learn to invest with $5.', target: 'Young adults making their first investments', pricing: '$1/month under $1,000 invested', social: '@seedlinginvest · 98K followers' },
    ],
  },
  'Art & Design': {
    emoji: '🎨',
    blurbs: {
      'Creative thinker': 'This is your home turf. Your style could become a brand, a product line or a studio.',
      'Natural leader': 'Collectives, murals and exhibitions need organisers. You can bring artists together and get them seen.',
      'Confident speaker': 'Artists who can explain their work sell more of it. You can pitch to galleries, clients and fans.',
      'Fast decision-maker': 'Commissions have deadlines. You can scope a job, decide and deliver without endless redrafts.',
      'Emotionally aware': 'Art connects with feelings. You can create work and experiences that really move people.',
      'Data & logic driven': 'Pricing your time, tracking sales and seeing which designs sell best can turn art into income.',
    },
    whatToKnow: [
      'Art and design businesses sell creativity: illustrations, prints, stickers, graphic design for other businesses, murals, photography, digital art, animation and design tools. Many artists today earn from several sources at once, such as commissions, an online shop, teaching and brand collaborations.',
      'The biggest challenge is pricing. New artists often charge far too little and burn out. A simple rule is to count the hours a piece takes, the materials, and platform fees, and make sure the price covers all of it. Print-on-demand services let you sell designs on shirts, posters and phone cases without buying stock first, although they take a share of every sale.',
      'Protect your work and respect others\'. You automatically own the copyright to art you create, but using other people\'s characters, logos or photos without permission can get your shop taken down. AI image tools have made the market noisier, so a recognisable personal style and a real community of fans are worth more than ever.',
    ],
    gaps: [
      'Young artists have no idea how much to charge for commissions and often work for almost nothing.',
      'Small local businesses need logos and posters but cannot afford big design agencies.',
      'Student artists have nowhere to show their work in public outside the occasional school exhibition.',
      'People want unique art for their rooms but find original pieces too expensive and prints too generic.',
      'Art supplies are expensive, and half-used materials sit unused in many homes and schools.',
    ],
    competitors: [
      { id: 'art-1', name: 'CanvasCrowd', tagline: 'Sell your art without running a shop.', target: 'Independent artists and illustrators', pricing: 'Free to join; 15% commission per sale', social: '@canvascrowd · 150K followers' },
      { id: 'art-2', name: 'LogoLane', tagline: 'A real designer for your small business.', target: 'Local shops and start-ups', pricing: 'Logo packages from $99', social: '@logolane · 23K followers' },
      { id: 'art-3', name: 'WallWorks', tagline: 'Affordable originals by new artists.', target: 'Young adults decorating their first place', pricing: 'Pieces from $40', social: '@wallworks · 46K followers' },
    ],
  },
  'E-commerce': {
    emoji: '🛒',
    blurbs: {
      'Creative thinker': 'Online shops all look alike. Your ideas for products, bundles and content can make yours unforgettable.',
      'Natural leader': 'Even a small online shop needs suppliers, helpers and partners. You can keep them all pulling together.',
      'Confident speaker': 'Live selling, videos and partnerships with creators reward people who are comfortable on camera.',
      'Fast decision-maker': 'Online, you can change a price or a photo in minutes. You can test, learn and adjust every day.',
      'Emotionally aware': 'Great customer service wins repeat buyers. You can turn a complaint into a loyal fan.',
      'Data & logic driven': 'Every click is tracked. You can read the numbers and find out exactly why people buy or leave.',
    },
    whatToKnow: [
      'E-commerce means selling things online: through your own website, big marketplaces, or social media shops. Tools now let anyone open a store in an afternoon, which is why so many young founders start here, often by selling products they design, resell or source from suppliers.',
      'Opening a shop is easy; getting people to visit it is hard. Most online stores fail because nobody finds them. Shipping costs, payment fees, returns and advertising all come out of each sale, so a product that costs $10 to make may need to sell for $25 or more to make a profit. Free shipping is expected, so it must be built into the price.',
      'Trust decides whether a stranger buys: clear photos, honest descriptions, real reviews, fast replies and an easy return policy. Selling online in the US also means following consumer rules, such as shipping when you promised and charging sales tax where required. Under-18s usually need a parent to help set up payment accounts.',
    ],
    gaps: [
      'Teen sellers want to start an online shop but cannot open payment accounts without an adult.',
      'Shoppers abandon small online stores because they do not trust unknown brands with their card details.',
      'Small sellers waste hours packing and shipping orders one by one from their kitchen table.',
      'Local makers at craft fairs lose sales because they have no simple way to keep selling online afterwards.',
      'People buying gifts online struggle to find something personal, and most gift guides feel generic.',
    ],
    competitors: [
      { id: 'ecom-1', name: 'ShopNest', tagline: 'Your store online in 10 minutes.', target: 'First-time sellers and side hustlers', pricing: '$15/month plus 2.9% per sale', social: '@shopnest · 175K followers' },
      { id: 'ecom-2', name: 'GiftGenie', tagline: 'The perfect gift in three questions.', target: 'Last-minute gift buyers', pricing: 'Free to use; earns from partner shops', social: '@giftgenie · 61K followers' },
      { id: 'ecom-3', name: 'ParcelPal', tagline: 'We pack, you sell.', target: 'Small online shops shipping 20+ orders a week', pricing: '$2.50 per order packed and shipped', social: '@parcelpal · 14K followers' },
    ],
  },
  'Sports & Fitness': {
    emoji: '🏀',
    blurbs: {
      'Creative thinker': 'New workouts, training games and gear ideas can get people moving who never liked sport.',
      'Natural leader': 'Teams, camps and clubs need captains off the field too. You could run one people love to join.',
      'Confident speaker': 'Coaching, hosting and pitching to sponsors all need a clear, motivating voice, which you have.',
      'Fast decision-maker': 'Game days and seasons do not wait. You can organise, adapt and solve problems on the spot.',
      'Emotionally aware': 'Sport can build or break confidence. You can create spaces where beginners feel they belong.',
      'Data & logic driven': 'Stats, splits and training loads are gold. You can help athletes improve with real numbers.',
    },
    whatToKnow: [
      'Sports and fitness includes gyms, coaching, youth leagues, sports gear, training apps, events, wearables and sports media. Youth sport alone is a big business in the US: families spend a lot on clubs, camps, travel and equipment every year.',
      'Cost is a real problem for many families, and a lot of teens stop playing organised sport in their mid-teens because it becomes too expensive, too competitive or too time-consuming. That creates openings for cheaper, more flexible and more fun ways to stay active, not only for elite athletes.',
      'Safety and trust matter. Coaching minors usually requires background checks and first-aid knowledge, and events need insurance and permission to use fields or halls. Fitness advice must be responsible: extreme diets or training plans can hurt young bodies. Products that respect this, and that make beginners feel welcome, build loyal communities.',
    ],
    gaps: [
      'Teens who are not good enough for school teams have few places to play sport casually and for fun.',
      'Families pay too much for sports gear that kids outgrow after one season.',
      'Young athletes get injured because nobody teaches them how to warm up, recover and rest properly.',
      'Girls drop out of sport in their teens more often than boys, often because they do not feel comfortable or welcome.',
      'Local coaches spend hours on spreadsheets, group chats and payments instead of coaching.',
    ],
    competitors: [
      { id: 'sports-1', name: 'PickUp Play', tagline: 'Find a game near you tonight.', target: 'Teens and adults who play casually', pricing: 'Free; $4 per organised game', social: '@pickupplay · 83K followers' },
      { id: 'sports-2', name: 'GearSwap', tagline: 'Trade up, not out.', target: 'Parents of kids in youth sports', pricing: 'Free listings; 5% fee on sales', social: '@gearswap · 29K followers' },
      { id: 'sports-3', name: 'CoachBoard', tagline: 'Run your team from your phone.', target: 'Volunteer and club coaches', pricing: '$9/month per team', social: '@coachboard · 17K followers' },
    ],
  },
};
