/**
 * "How to play" in a few short steps per simulation, for the static block every simulation route shows before its
 * JavaScript has loaded (docs/site.md, "Pages before JavaScript"). Bullwhip Rush and City Tycoon reuse the steps their
 * own screens show; the others are written here from the same figures the engines use, so the text cannot drift from
 * the rules.
 */
import { HOW_TO_PLAY as BULLWHIP_HOW_TO_PLAY } from './bullwhip/texts';
import { HOW_TO_PLAY as CITY_HOW_TO_PLAY } from './city-tycoon/help';
import { LAST_STAGE, STAGE_TITLES } from '@/engines/launchpad/constants';
import {
  EXHAUSTED_BELOW,
  FIRST_CRISIS_ROUND,
  PUSH_PROGRESS,
  REST_PROGRESS,
  TEAM_SIZE,
  TOTAL_ROUNDS,
  WIN_MIN_SURVIVORS,
  WIN_OXYGEN_ABOVE,
  WIN_PROGRESS,
} from '@/engines/summit/constants';
import { CAMP_NAMES, DIFFICULTIES, OXYGEN_ALTITUDE } from '@/engines/everest/constants';

const d = DIFFICULTIES;

export const HOW_TO_PLAY: Record<string, readonly string[]> = {
  launchpad: [
    `Work through ${LAST_STAGE} short stages, from “${STAGE_TITLES[1]}” to “${STAGE_TITLES[LAST_STAGE]}”.`,
    'Pick your strengths, an industry and a country, choose the market gap your startup will fill, then describe your customer.',
    `Size up a rival in “${STAGE_TITLES[7]}” and sort your goals in the “${STAGE_TITLES[8]}”.`,
    'Download your Founder Summary as a PDF at the end. Your answers are saved in this browser, so you can stop and come back.',
  ],
  bullwhip: BULLWHIP_HOW_TO_PLAY,
  summit: [
    `Choose your role: Leader, Doctor, Environmentalist, Climber or Journalist. Four AI teammates fill the other roles of the team of ${TEAM_SIZE}.`,
    'Set up your startup: name your product and who it is for; the story is written around it.',
    `Climb for ${TOTAL_ROUNDS} rounds. Most rounds you make a decision for your role; from round ${FIRST_CRISIS_ROUND}, every other round is a crisis the whole team votes on.`,
    'Every choice moves the team’s oxygen, morale, health and progress, and each round’s outcome says which rule moved what.',
    `Pace the climb: a push climbs ${PUSH_PROGRESS} more but costs morale and risks an accident; a rest lifts morale but climbs ${-REST_PROGRESS} less; a team that starts a round with morale below ${EXHAUSTED_BELOW} is too exhausted to climb.`,
    `Reach launch day (progress ${WIN_PROGRESS} or more) with oxygen above ${WIN_OXYGEN_ABOVE} or at least ${WIN_MIN_SURVIVORS} of the team, then read the debrief.`,
  ],
  'city-tycoon': CITY_HOW_TO_PLAY,
  everest: [
    `Choose a difficulty: it sets your permit window (${d.Easy.days}, ${d.Normal.days} or ${d.Hard.days} days) and your oxygen and food.`,
    `Each day, pick one action for your team of five at ${CAMP_NAMES.BC}: move up, descend, rest, acclimatise, scout, fix ropes, carry oxygen and more.`,
    `Set your pace and oxygen flow. Oxygen is breathed only at ${OXYGEN_ALTITUDE} m and above, so stock the high camps before you need them.`,
    'Read the forecast, push for the summit from Camp IV and bring everyone back to Base Camp before the window closes.',
  ],
};

export function howToPlay(id: string): readonly string[] {
  return HOW_TO_PLAY[id] ?? [];
}
