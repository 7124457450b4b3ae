/** The five role cards and the intro copy of Summit of Decisions. */
import type { RoleId } from '@/engines/summit/types';

export interface RoleCard {
  id: RoleId;
  title: string;
  icon: string;
  duty: string;
  stance: string;
}

export const ROLE_CARDS: RoleCard[] = [
  { id: 'leader', title: 'Leader', icon: '🧭', duty: 'Keeps the team together and breaks ties in team votes.', stance: 'Looks for the balanced choice that keeps everyone climbing.' },
  { id: 'doctor', title: 'Doctor', icon: '🩺', duty: 'Treats injuries and controls the oxygen.', stance: 'Votes for safety and for saving oxygen.' },
  { id: 'environmentalist', title: 'Environmentalist', icon: '🌱', duty: 'Speaks up for low-impact decisions.', stance: 'Votes for the option that wastes least.' },
  { id: 'climber', title: 'Climber', icon: '🧗', duty: 'Pushes for the summit.', stance: 'Votes for speed and for reaching the top.' },
  { id: 'journalist', title: 'Journalist', icon: '📰', duty: 'Shapes how the world sees the expedition.', stance: 'Votes for the option that tells the best (and most honest) story.' },
];

export const NEW_FEATURES = [
  'Name your own product: the story is written around it, and can start from your LaunchPad summary.',
  'Every AI teammate’s vote is shown, with the reason behind it.',
  'Each round’s outcome explains exactly which rule moved oxygen, morale, health and progress.',
  'Pace the climb: a push climbs faster, a rest lifts morale but climbs less, and a team whose morale runs out stops climbing. Each option shows its effect before you vote.',
  'A debrief at the end shows which decisions moved which gauge, so you can climb again differently.',
];
