/**
 * Summit of Decisions: the story. One founding team climbs "Mount Launch":
 * every camp is a milestone on the way to launching the team's own product.
 * Oxygen stands for the team's resources (time, money, energy), morale for
 * team spirit. Placeholders are filled with the team's names at render:
 * {concept} {market} {pricing} {channel} {model}.
 *
 * Rounds 1, 2, 4, 6 are role decisions (three options per role); rounds 3, 5, 7
 * are crisis votes (three options for the whole team). Option texts carry the
 * spec's keywords (conserve / push / rest) where the outcome rules should apply;
 * `keywords` says which ones the author meant, and the content test checks it.
 * Every role can rest in every round, and the resting option is always the third:
 * pace is every role's choice (docs/rules/summit.md, "Pace and exhaustion").
 * Stance tags tell AI teammates what fits their role (see STANCE_WEIGHTS).
 * `risk` is the chance of an accident when that decision counts (ACCIDENTS_ENABLED):
 * every pushing option carries one, higher in the storm and blizzards.
 */
import type { Story } from '@/engines/summit/types';

export const STORY: Story = [
  {
    round: 1,
    kind: 'decision',
    title: 'Base Camp: the plan',
    situation:
      'Your founding team stands at Base Camp with {concept}, an idea for {market}. Launch day waits at the summit, at the end of the climb. Before anyone takes a step, each of you decides how to spend the first week.',
    lesson: 'Team roles: each role sees a different risk. A team that hears all five voices plans better than one loud voice.',
    options: {
      leader: [
        { id: 'r1-leader-kickoff', text: 'Hold a kick-off where every role names one risk, then agree the plan together', tags: ['balance', 'perception'], keywords: [] },
        { id: 'r1-leader-push', text: 'Push the team to build a first version of {concept} this week', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.15 },
        { id: 'r1-leader-restday', text: 'Set a weekly rest day from the start so nobody burns out on the way up', tags: ['balance', 'safety'], keywords: ['rest'] },
      ],
      doctor: [
        { id: 'r1-doctor-conserve', text: 'Conserve energy: plan short work sessions and budget every hour', tags: ['safety', 'oxygen'], keywords: ['conserve'] },
        { id: 'r1-doctor-checkin', text: 'Check in with each teammate about workload and school commitments', tags: ['safety', 'balance'], keywords: [] },
        { id: 'r1-doctor-rest', text: 'Book a rest evening after each milestone', tags: ['safety'], keywords: ['rest'] },
      ],
      environmentalist: [
        { id: 'r1-env-paper', text: 'Conserve materials: sketch {concept} on paper before spending any money', tags: ['lowImpact', 'oxygen'], keywords: ['conserve'] },
        { id: 'r1-env-suppliers', text: 'Choose tools and suppliers with the smallest footprint, even if slower', tags: ['lowImpact'], keywords: [] },
        { id: 'r1-env-rest', text: 'Rest one evening a week outdoors, away from screens', tags: ['lowImpact', 'safety'], keywords: ['rest'] },
      ],
      climber: [
        { id: 'r1-climber-push', text: 'Push for a working prototype of {concept} in five days', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.15 },
        { id: 'r1-climber-scout', text: 'Scout the route: list the three hardest problems {concept} must solve', tags: ['summit', 'safety'], keywords: [] },
        { id: 'r1-climber-rest', text: 'Rest and acclimatise: learn the tools well before the first climb', tags: ['summit', 'safety'], keywords: ['rest'] },
      ],
      journalist: [
        { id: 'r1-journalist-interviews', text: 'Interview five people from {market} and share what they say with the team', tags: ['perception', 'balance'], keywords: [] },
        { id: 'r1-journalist-quiet', text: 'Conserve our news: stay quiet until there is something to show', tags: ['perception', 'oxygen'], keywords: ['conserve'] },
        { id: 'r1-journalist-rest', text: 'Rest the build diary on {channel} this week so the team can settle in', tags: ['perception', 'safety'], keywords: ['rest'] },
      ],
    },
  },
  {
    round: 2,
    kind: 'decision',
    title: 'The Icefall: first feedback',
    situation:
      'You show an early version of {concept} to a handful of {market}. The feedback is mixed: some love it, some are confused, and one tester says another app already does half of it. The ice shifts under your feet. Which way now?',
    lesson: 'Communication: feedback is information, not an attack. Listening before you push saves effort later.',
    options: {
      leader: [
        { id: 'r2-leader-listen', text: 'Read every comment together, then agree the one change that matters most', tags: ['balance'], keywords: [] },
        { id: 'r2-leader-push', text: 'Push on with the original plan: early testers are not our real customers', tags: ['summit'], keywords: ['push'], risk: 0.2 },
        { id: 'r2-leader-rest', text: 'Take a rest afternoon before deciding, so nobody reacts in anger', tags: ['balance', 'safety'], keywords: ['rest'] },
      ],
      doctor: [
        { id: 'r2-doctor-conserve', text: 'Conserve the team’s energy: fix only what most testers struggled with', tags: ['oxygen', 'safety'], keywords: ['conserve'] },
        { id: 'r2-doctor-talk', text: 'Ask who took the criticism hardest and talk with them first', tags: ['safety', 'balance'], keywords: [] },
        { id: 'r2-doctor-rest', text: 'Call a rest day: tired founders misread feedback', tags: ['safety'], keywords: ['rest'] },
      ],
      environmentalist: [
        { id: 'r2-env-reuse', text: 'Conserve what we built: reuse what works instead of starting over', tags: ['lowImpact', 'oxygen'], keywords: ['conserve'] },
        { id: 'r2-env-green', text: 'Ask testers whether a greener version of {concept} would change their mind', tags: ['lowImpact', 'perception'], keywords: [] },
        { id: 'r2-env-rest', text: 'Rest for a day instead of rushing a rebuild that wastes materials', tags: ['lowImpact', 'safety'], keywords: ['rest'] },
      ],
      climber: [
        { id: 'r2-climber-push', text: 'Push a new version to testers within 48 hours', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.2 },
        { id: 'r2-climber-rival', text: 'Study the other app and find the route it missed', tags: ['summit'], keywords: [] },
        { id: 'r2-climber-rest', text: 'Rest a day, then test with {market} again with fresh eyes', tags: ['summit', 'safety'], keywords: ['rest'] },
      ],
      journalist: [
        { id: 'r2-journalist-honest', text: 'Post an honest update on {channel}: here is what our testers taught us', tags: ['perception', 'balance'], keywords: [] },
        { id: 'r2-journalist-good', text: 'Share only the good comments for now', tags: ['perception', 'summit'], keywords: [] },
        { id: 'r2-journalist-rest', text: 'Rest our public updates for a week and listen first', tags: ['perception'], keywords: ['rest'] },
      ],
    },
  },
  {
    round: 3,
    kind: 'crisis',
    title: 'The Crevasse: the lost build',
    situation: 'Cloud rolls in over Camp 2. The team is halfway up and the route is harder to see.',
    crisis:
      'A laptop dies and takes two weeks of work on {concept} with it. There was no backup. The whole team votes on what to do next.',
    lesson: 'Risk: a backup costs minutes, losing work costs weeks. Good teams decide in advance how much risk they can carry.',
    options: [
      { id: 'r3-conserve', text: 'Conserve what is left: rebuild only the core of {concept}, and set up backups first', tags: ['safety', 'oxygen', 'balance'], keywords: ['conserve'] },
      { id: 'r3-push', text: 'Push through late nights to rebuild everything by the original date', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.35 },
      { id: 'r3-rest', text: 'Rest for a day, then rebuild together on a shared online drive', tags: ['balance', 'safety', 'lowImpact'], keywords: ['rest'] },
    ],
  },
  {
    round: 4,
    kind: 'decision',
    title: 'Camp 3: the price tag',
    situation:
      'Above the clouds you can see Camp 4. A local youth business fund offers a small grant if you can show how {concept} will make money. Your plan: {pricing}, a {model} model, customers reached through {channel}. Everyone prepares their part of the pitch.',
    lesson: 'Trade-offs: every price is a choice between more customers and more money per customer. Say out loud what you give up.',
    options: {
      leader: [
        { id: 'r4-leader-practice', text: 'Run a practice pitch and let every role give feedback', tags: ['balance', 'perception'], keywords: [] },
        { id: 'r4-leader-push', text: 'Push the team to finish the pitch deck tonight', tags: ['speed', 'summit'], keywords: ['push'], risk: 0.2 },
        { id: 'r4-leader-rest', text: 'Split the work fairly and let the two who did most last week rest', tags: ['balance', 'safety'], keywords: ['rest'] },
      ],
      doctor: [
        { id: 'r4-doctor-conserve', text: 'Conserve our budget: ask only for what we really need', tags: ['oxygen', 'safety'], keywords: ['conserve'] },
        { id: 'r4-doctor-exams', text: 'Make sure the plan leaves time off during exam weeks', tags: ['safety'], keywords: [] },
        { id: 'r4-doctor-rest', text: 'Everyone gets a full night’s rest before the pitch', tags: ['safety', 'balance'], keywords: ['rest'] },
      ],
      environmentalist: [
        { id: 'r4-env-conserve', text: 'Show the fund how {concept} helps {market} conserve resources', tags: ['lowImpact', 'perception'], keywords: ['conserve'] },
        { id: 'r4-env-packaging', text: 'Ask for part of the grant to make packaging reusable', tags: ['lowImpact'], keywords: [] },
        { id: 'r4-env-rest', text: 'Rest the evening before the pitch: a calm team wastes less', tags: ['lowImpact', 'safety'], keywords: ['rest'] },
      ],
      climber: [
        { id: 'r4-climber-push', text: 'Push for a bigger grant so we can launch sooner', tags: ['summit'], keywords: ['push'], risk: 0.2 },
        { id: 'r4-climber-numbers', text: 'Prepare hard numbers: price, costs and how many customers we need to break even', tags: ['summit', 'balance'], keywords: [] },
        { id: 'r4-climber-rest', text: 'Rest before the pitch so the team climbs strong after it', tags: ['summit', 'safety'], keywords: ['rest'] },
      ],
      journalist: [
        { id: 'r4-journalist-story', text: 'Tell our founding story: why {concept} matters to {market}', tags: ['perception'], keywords: [] },
        { id: 'r4-journalist-push', text: 'Push a bold headline: we will change the whole industry', tags: ['perception', 'summit'], keywords: ['push'], risk: 0.2 },
        { id: 'r4-journalist-rest', text: 'Rest the camera for a week and let the team prepare in peace', tags: ['perception', 'safety'], keywords: ['rest'] },
      ],
    },
  },
  {
    round: 5,
    kind: 'crisis',
    title: 'The Storm: a rival launches',
    situation: 'A storm hits the mountain. Wind, snow and bad news arrive together.',
    crisis:
      'A much bigger company has just announced a product almost like {concept}, aimed at the same {market}. Your team is cold, tired and worried. The whole team votes on the plan.',
    lesson: 'Risk and strategy: a small team rarely beats a bigger rival head-on. Knowing what makes you different matters more than speed.',
    options: [
      { id: 'r5-conserve', text: 'Conserve our strength: shelter, focus on what makes us different, let the storm pass', tags: ['safety', 'oxygen', 'balance'], keywords: ['conserve'] },
      { id: 'r5-push', text: 'Push into the storm and launch a week early to beat them', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.6 },
      { id: 'r5-rest', text: 'Rest tonight, then tell {market} honestly why {concept} is different', tags: ['perception', 'balance'], keywords: ['rest'] },
    ],
  },
  {
    round: 6,
    kind: 'decision',
    title: 'The Blizzard: running on empty',
    situation:
      'Camp 4, in a blizzard. Launch is close. Everyone is exhausted, schoolwork is piling up, one teammate has stopped replying to messages, and {concept} still has bugs.',
    lesson: 'Communication and roles: under pressure, the team that talks openly and shares the load keeps climbing.',
    options: {
      leader: [
        { id: 'r6-leader-call', text: 'Call the silent teammate and ask how they are, before talking about work', tags: ['balance', 'safety'], keywords: [] },
        { id: 'r6-leader-push', text: 'Push everyone for one last all-nighter', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.4 },
        { id: 'r6-leader-rest', text: 'Cut the launch list to the essentials and give everyone a rest evening', tags: ['balance'], keywords: ['rest'] },
      ],
      doctor: [
        { id: 'r6-doctor-conserve', text: 'Conserve oxygen: a slow, steady pace for the final stretch', tags: ['oxygen', 'safety'], keywords: ['conserve'] },
        { id: 'r6-doctor-stop', text: 'Set a hard stop at 9 pm every night until launch', tags: ['safety', 'balance'], keywords: [] },
        { id: 'r6-doctor-rest', text: 'Send the most exhausted to rest and cover their tasks', tags: ['safety'], keywords: ['rest'] },
      ],
      environmentalist: [
        { id: 'r6-env-conserve', text: 'Conserve power and data: freeze new features, fix only bugs', tags: ['lowImpact', 'oxygen'], keywords: ['conserve'] },
        { id: 'r6-env-tools', text: 'Share the load with tools the team already has instead of buying new ones', tags: ['lowImpact'], keywords: [] },
        { id: 'r6-env-rest', text: 'Rest tonight with the screens off: sleep costs the planet nothing', tags: ['lowImpact', 'safety'], keywords: ['rest'] },
      ],
      climber: [
        { id: 'r6-climber-push', text: 'Push through the blizzard: the summit is close', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.4 },
        { id: 'r6-climber-bugs', text: 'Fix the three worst bugs and leave the small ones for after launch', tags: ['summit', 'balance'], keywords: [] },
        { id: 'r6-climber-rest', text: 'Rope up and rest: pair every teammate with a buddy and sleep before the final climb', tags: ['safety', 'summit'], keywords: ['rest'] },
      ],
      journalist: [
        { id: 'r6-journalist-honest', text: 'Tell followers on {channel} honestly that launch needs a few more days', tags: ['perception', 'balance'], keywords: [] },
        { id: 'r6-journalist-upbeat', text: 'Keep posting upbeat updates so nobody outside sees the struggle', tags: ['perception'], keywords: [] },
        { id: 'r6-journalist-rest', text: 'Rest from posting for two days and help the team catch up on sleep', tags: ['perception', 'safety'], keywords: ['rest'] },
      ],
    },
  },
  {
    round: 7,
    kind: 'crisis',
    title: 'The Summit Push: launch day',
    situation: 'The final climb. The blizzard is still blowing, but the summit is in sight.',
    crisis: 'Launch day for {concept}. The team is worn out and not every feature is finished. The whole team votes one last time.',
    lesson: 'Trade-offs at the finish: a launch that burns out the team is not a win. A steady pace gets teams to the top, and back down again.',
    options: [
      { id: 'r7-conserve', text: 'Conserve what we have: launch a small, solid version of {concept} to a first group of {market}', tags: ['safety', 'oxygen', 'balance'], keywords: ['conserve'] },
      { id: 'r7-push', text: 'Push for the full launch with every feature, whatever it costs', tags: ['summit', 'speed'], keywords: ['push'], risk: 0.6 },
      { id: 'r7-rest', text: 'Rest one day, then launch together on {channel} with the whole team ready', tags: ['balance', 'perception'], keywords: ['rest'] },
    ],
  },
];

/** What the simulation teaches, for the intro and the debrief. */
export const LEARNING_OUTCOMES = [
  'Trade-offs: every choice spends something (oxygen, morale, time) to gain something else.',
  'Team roles: a Leader, a Doctor, an Environmentalist, a Climber and a Journalist each see a different risk.',
  'Risk: how bad weather and low reserves turn small problems into big ones.',
  'Communication: how a team votes, breaks ties and explains its choices.',
];
