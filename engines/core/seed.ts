/**
 * The one place a fresh seed comes from (a new expedition, a new climb). Called by screens when a player asks for
 * a new game, never by rules: engines take the seed as an input, so the same seed replays the same game.
 */
export function newSeed(prefix: string, random: (out: Uint32Array) => Uint32Array = (a) => crypto.getRandomValues(a)): string {
  const a = random(new Uint32Array(2));
  return `${prefix}-${a[0].toString(36)}${a[1].toString(36)}`.toUpperCase();
}
