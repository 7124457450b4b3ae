/**
 * An island's stages (docs/site.md, "Islands arrive in small tasks"): each stage names the next, each next one is
 * loaded in a task of its own, and the game's module (the one with a default export) ends the chain. A timer set
 * while a stage loads fires before the next stage loads, which is what lets the browser paint and answer a tap
 * between them.
 */
import { loadInStages, type Staged } from './lazyIsland';

test('each stage loads the next in a task of its own, until the game', async () => {
  const log: string[] = [];
  const stage = (name: string, next: () => Promise<Staged<string>>) => async (): Promise<Staged<string>> => {
    log.push(name);
    setTimeout(() => log.push(`task after ${name}`), 0);
    return { next };
  };
  const game = async (): Promise<Staged<string>> => {
    log.push('game');
    return { default: 'the game' };
  };
  await expect(loadInStages(stage('store', stage('class tools', game)))).resolves.toBe('the game');
  expect(log).toEqual(['store', 'task after store', 'class tools', 'task after class tools', 'game']);
});

test('a game without stages loads at once; a stage that fails stops the load with its error', async () => {
  await expect(loadInStages(async () => ({ default: 7 }))).resolves.toBe(7);
  const game = jest.fn(async () => ({ default: 1 }));
  const failing = async (): Promise<Staged<number>> => ({ next: () => Promise.reject(new Error('offline')) });
  await expect(loadInStages(failing)).rejects.toThrow('offline');
  await expect(loadInStages(async () => ({ next: game }))).resolves.toBe(1);
});
