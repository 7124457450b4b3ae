/** The saved class's key (lib/classroom/context.ts), in a module of its own so a light check can name it. */
export const CLASS_GAMES_KEY = 'class-games';
