/**
 * Summit of Decisions: every figure of the specification (001, Summit sections
 * 1-9) in one place, plus the rules this project had to decide where the spec
 * is silent (each marked DECISION with its reason). Every rule and ruling is
 * written out in docs/rules/summit.md.
 */

/** The one rounds constant. The store advances through 7 rounds and round 7 ends the game;
 *  the intro copy reads this constant (the spec's intro said 6; see docs/rules/summit.md). */
export const TOTAL_ROUNDS = 7;

/** Team size: the player plus 4 AI teammates. */
export const TEAM_SIZE = 5;

/** Start values (spec 9). */
export const START_OXYGEN = 100;
export const START_MORALE = 80;
export const START_HEALTH = 100;
/** The discussion clock's start, in seconds (spec 9: "timer 60").
 *  DECISION: a display-only discussion clock, restarted every round; nothing happens at 0
 *  (a forced decision would punish slow readers; the screen just says time is up). The clock is the round screen's
 *  (components/summit/RoundPanel.tsx), not the rules': no rule reads it. */
export const ROUND_TIMER_SECONDS = 60;

/** Gauges (oxygen, morale, health, progress) are clamped to 0..100. */
export const GAUGE_MIN = 0;
export const GAUGE_MAX = 100;

/** Weather by round (spec 4): clear below round 3, cloudy on 3 and 4, storm on 5, blizzard after. */
export const CLOUDY_FROM_ROUND = 3;
export const STORM_ROUND = 5;

/** Crisis votes open on odd rounds above 1 (3, 5, 7); other rounds open a role decision. */
export const FIRST_CRISIS_ROUND = 3;

/** Default outcome changes every round (spec 9). */
export const DEFAULT_OXYGEN_CHANGE = -5;
export const DEFAULT_MORALE_CHANGE = -5;

/** Extra changes in bad weather (spec 9). */
export const STORM_OXYGEN = -5;
export const STORM_MORALE = -10;
export const BLIZZARD_OXYGEN = -10;
export const BLIZZARD_MORALE = -15;

/** Knock-ons (spec 9): oxygen below 40 lowers morale by 10; morale below 50 lowers oxygen by 5. */
export const LOW_OXYGEN_MORALE_THRESHOLD = 40;
export const LOW_OXYGEN_MORALE_PENALTY = -10;
export const LOW_MORALE_OXYGEN_THRESHOLD = 50;
export const LOW_MORALE_OXYGEN_PENALTY = -5;

/** Keyword effects of the last decision (spec 9). */
export const KEYWORD_CONSERVE = 'conserve';
export const KEYWORD_PUSH = 'push';
export const KEYWORD_REST = 'rest';
export const CONSERVE_OXYGEN = 5;
export const PUSH_MORALE = -5;
export const REST_MORALE = 10;

/** Progress per round: 14 + floor(morale / 100 * 4), capped at 100 (spec 9): the team's climb at its normal pace. */
export const PROGRESS_BASE = 14;
export const PROGRESS_MORALE_FACTOR = 4;
export const PROGRESS_CAP = 100;

/*
 * DECISION (docs/rules/summit.md, "Pace and exhaustion"): the spec's climb of at least 14
 * a round reaches 90 in seven rounds whatever the team decides, so the summit was certain and the keywords only
 * moved the score. Three figures make the pace a choice, each shown on the option or the round before the vote:
 * - a decision that says "push" climbs PUSH_PROGRESS more that round (on top of its morale cost and accident risk);
 * - a decision that says "rest" climbs REST_PROGRESS less that round (a rest day is not a climbing day);
 * - a team whose morale was below EXHAUSTED_BELOW at the start of a round is exhausted: it makes no progress that
 *   round, whatever it decides (the same morale-at-the-start rule as every other condition of a round).
 * Chosen by measurement (engines/summit/balance.ts): with them, constant play (always the same option or keyword)
 * misses the summit, while resting before the storm and the blizzards reaches it.
 */
export const PUSH_PROGRESS = 6;
export const REST_PROGRESS = -7;
export const EXHAUSTED_BELOW = 50;
/** Camp position: floor(progress / 16.67) (spec 9), so 0 (Base Camp) .. 5 (the summit ridge). */
export const CAMP_DIVISOR = 16.67;

/** Health losses (spec 9). */
export const HEALTH_OXYGEN_CRITICAL = 30; // oxygen below 30: -15
export const HEALTH_OXYGEN_CRITICAL_LOSS = -15;
export const HEALTH_OXYGEN_LOW = 50; // else oxygen below 50: -5
export const HEALTH_OXYGEN_LOW_LOSS = -5;
export const HEALTH_MORALE_LOW = 40; // morale below 40: -10
export const HEALTH_MORALE_LOW_LOSS = -10;
export const HEALTH_LATE_ROUND_AFTER = 5; // round above 5: -5
export const HEALTH_LATE_ROUND_LOSS = -5;
/** A member dies at health 10 or less. */
export const DEATH_HEALTH = 10;
/** Display only: the screens mark a member's health as low at or below this (in words, not only by colour). */
export const HEALTH_WARNING_AT = 40;

/** Win check: progress at least 90 and (oxygen above 20 or at least 3 survivors). */
export const WIN_PROGRESS = 90;
export const WIN_OXYGEN_ABOVE = 20;
export const WIN_MIN_SURVIVORS = 3;

/*
 * DECISION: which gauges the conditions read. Every condition of a round
 * (the oxygen < 40 and morale < 50 knock-ons, the health losses, and the morale
 * in the progress formula) reads the gauges as they stood when the round began,
 * i.e. what the team carried into it. One rule, easy to explain on screen:
 * "oxygen was 38 at the start of the round, so morale fell 10 more".
 *
 * DECISION: the two oxygen health losses do not stack: below 30 costs 15,
 * 30..49 costs 5 (the spec lists them as "below 30 gives -15; below 50 gives -5").
 *
 * DECISION: the keywords are looked for, case-insensitively, in the decision
 * text as written in the content, before the team's own names are filled in,
 * so a product called "Forest Finder" does not count as "rest".
 *
 * DECISION: a clamp happens as soon as an outcome is applied (the spec clamps
 * on advancing); the gauges on screen therefore never leave 0..100.
 *
 * DECISION: the dead stay dead: their health no longer changes and they do
 * not vote, except the player: a fallen player keeps deciding and voting "by radio
 * from camp", so the game stays playable. If all five have fallen, the expedition ends at once (there is
 * nobody left to climb) with the final results.
 */

/*
 * DECISION (docs/rules/summit.md, "Accidents"): risky decisions. A decision may carry a
 * risk (its chance of an accident, written in the content and shown on the option). When a risky decision is the
 * one that counts, the round's accident stream draws the accident: one living member, also drawn, loses ACCIDENT_HEALTH
 * and the rescue costs ACCIDENT_OXYGEN. Every decision that says "push" carries a risk. Set ACCIDENTS_ENABLED to false
 * to play without them.
 * The draws of round r come from `randomFor(seed, ACCIDENT_STREAM, r)` (engines/core/streams.ts; since RULES_VERSION
 * 3), so one round's draw never shifts another's.
 */
export const ACCIDENT_STREAM = 'accident';
export const ACCIDENTS_ENABLED = true;
export const ACCIDENT_HEALTH = -50;
export const ACCIDENT_OXYGEN = -15;

/** Score (the spec keeps a score but gives no formula).
 *  DECISION: score = progress + oxygen + morale + 20 per survivor, plus 100 for a summit, recomputed after every
 *  outcome. No expedition can pass 500 (three gauges of 100, five survivors, the summit); the highest any sequence
 *  of options reaches is SCORE_BEST_REACHABLE (docs/rules/summit.md, "Score"; checked by trying every sequence). */
export const SCORE_PER_SURVIVOR = 20;
export const SCORE_SUMMIT_BONUS = 100;
export const SCORE_BEST_REACHABLE = 392;

/** The role cards, their titles and the role a player without one gets live in classLimits.ts (what a class link
 *  needs, without the rest of the rules): here as everywhere. */
export { ROLES, DEFAULT_ROLE, ROLE_TITLES } from './classLimits';

/*
 * AI voting (docs/rules/summit.md, "Votes"): each AI teammate votes by its role's stance, the majority wins, the
 * Leader breaks ties. Options in the content carry stance tags; an AI scores each option by the weights below and
 * votes for the best.
 * DECISION: a teammate whose stance fits two options equally backs the player's vote when it is one of them, and
 * otherwise takes the earlier one in the content (so votes are never a coin flip: the same choices give the same
 * crisis result, and a player in any role can steer a crisis; measured in engines/summit/balance.ts). A tie in the
 * count goes to the Leader's vote when it is among the tied options; otherwise (the Leader voted for a third
 * option, or has fallen) the tied option that best fits the Leader's stance of balance wins, and the earlier
 * option in the content if still equal.
 */
export const STANCE_WEIGHTS = {
  doctor: { safety: 3, oxygen: 3, balance: 1 },
  environmentalist: { lowImpact: 3, safety: 1 },
  climber: { summit: 3, speed: 2 },
  journalist: { perception: 3, summit: 1 },
  leader: { balance: 3, safety: 1, perception: 1 },
} as const;

/** Stance statements shown next to each AI vote. */
export const STANCE_SUMMARY = {
  leader: 'balance: keep the whole team moving together',
  doctor: 'safety and oxygen first',
  environmentalist: 'the low-impact way',
  climber: 'push for the summit',
  journalist: 'how it will look to the outside world',
} as const;

/** Camp names for positions 0..5, with the startup milestone each stands for. */
export const CAMPS = [
  { name: 'Base Camp', milestone: 'the idea' },
  { name: 'Camp 1', milestone: 'first prototype' },
  { name: 'Camp 2', milestone: 'first real users' },
  { name: 'Camp 3', milestone: 'a product that works' },
  { name: 'Camp 4', milestone: 'launch preparation' },
  { name: 'Summit Ridge', milestone: 'launch day' },
] as const;

/** Product fields typed at setup: length limits. DECISION: 2..60 characters (UTF-16 code units, the same
 *  count as the inputs' maxLength), after cleaning with cleanText (engines/core/text.ts: NFC, no control,
 *  bidi or zero-width characters, white space collapsed and trimmed). The save validator checks the same. */
export const PRODUCT_TEXT_MIN = 2;
export const PRODUCT_TEXT_MAX = 60;

/** Limits of what the LaunchPad pre-fill brings along (kept in the save; the validator checks them). */
export const PROFILE_STRENGTHS_MAX = 3;
export const PROFILE_TEXT_MAX = 60;
export const COMPETITOR_TEXT_MAX = 200;
export const UNIQUENESS_TEXT_MAX = 280;

/** Longest seed a record may hold, in UTF-8 bytes (the screens make ~20-character seeds; class links at most 64). */
export const SEED_MAX_LENGTH = 100;

/** Choices for the three product fields that are picked from a list (DECISION). */
export const PRICING_STRATEGIES = ['Low entry price', 'Freemium', 'Value pricing', 'Premium pricing', 'Pay what you can'] as const;
export const MARKETING_CHANNELS = ['Social media', 'Word of mouth', 'School and club partnerships', 'Local events', 'Creator partnerships'] as const;
export const BUSINESS_MODELS = ['One-time sales', 'Subscription', 'Marketplace', 'Ads-supported', 'Social enterprise'] as const;

/** Spec 8 messages. */
export const MSG_SELECT_ROLE = 'Please select a role first';
export const MSG_VOTE_TITLE = 'Error Submitting Vote';
export const MSG_VOTE_DESCRIPTION = 'There was a problem recording your decision. Please try again.';
/** Own messages (the spec is silent). */
export const MSG_ROLE_LOCKED = 'Your role is locked for this expedition. Start a new expedition to change it.';
export const MSG_NO_ROLE_WARNING = 'No role selected when the round started: you join as the Journalist.';
export const MSG_ROUND_CLOSED = 'This round is not open for decisions.';
export const MSG_ALREADY_STARTED = 'The expedition has already started.';
export const MSG_NO_OUTCOME = 'There is no round outcome to move on from.';
