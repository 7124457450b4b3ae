/**
 * An island's stages (docs/site.md, "Islands arrive in small tasks"): each stage's code runs in a task of its own,
 * in order, and the game's module loads last. A timer set during a stage fires before the next stage starts, which
 * is what lets the browser paint and answer a tap between them.
 */
import { loadInStages } from './lazyIsland';

test('stages run in order, each in its own task, then the game', async () => {
  const log: string[] = [];
  const stage = (name: string) => async () => {
    log.push(name);
    setTimeout(() => log.push(`task after ${name}`), 0);
  };
  const game = await loadInStages([stage('store'), stage('class tools')], async () => {
    log.push('game');
    return 'the game';
  });
  expect(game).toBe('the game');
  expect(log).toEqual(['store', 'task after store', 'class tools', 'task after class tools', 'game']);
});

test('without stages the game loads at once; a stage that fails stops the load with its error', async () => {
  await expect(loadInStages([], async () => 7)).resolves.toBe(7);
  const game = jest.fn(async () => 1);
  await expect(loadInStages([async () => Promise.reject(new Error('offline'))], game)).rejects.toThrow('offline');
  expect(game).not.toHaveBeenCalled();
});
