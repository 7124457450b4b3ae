/**
 * LaunchPad engine benchmark: random but valid weeks played through the
 * reducer, plus save encode/decode. Prints numbers; asserts nothing.
 */
import { Rng } from '../engines/core/prng';
import { createInitialState, step } from '../engines/launchpad/engine';
import { manifest } from '../engines/launchpad/manifest';
import { playMove, type PlayedWeek } from '../engines/launchpad/play';
import { recordSave, start } from '../engines/core/record';
import { encode, decode } from '../engines/core/save';
import { IMPROVEMENT_AREAS, INDUSTRIES, PERSONA_STEPS, PRIORITIES, STRENGTHS } from '../engines/launchpad/constants';
import { competitorsFor } from '../engines/launchpad/selectors';
import type { LaunchpadState, Move } from '../engines/launchpad/types';
import { codec, codeFor } from '../engines/launchpad/classroom';
import { verifyCode } from '../engines/core/code';

function randomAction(rng: Rng, s: LaunchpadState): Move {
  const r = rng.next();
  if (r < 0.25) return { type: 'continue' };
  if (r < 0.3) return { type: 'back' };
  switch (s.currentStage) {
    case 1:
      return s.stage1Step === 'strengths' ? { type: 'toggleStrength', strength: rng.pick(STRENGTHS) } : { type: 'toggleImprovement', area: rng.pick(IMPROVEMENT_AREAS) };
    case 2:
      return { type: 'clickIndustry', industry: rng.pick(INDUSTRIES) };
    case 5:
      return rng.chance(0.5) ? { type: 'interestedInGap' } : { type: 'skipGap' };
    case 6: {
      const def = PERSONA_STEPS[s.personaStep - 1];
      return { type: 'setPersona', field: def.field, value: rng.pick(def.options) };
    }
    case 7:
      return rng.chance(0.5) ? { type: 'selectCompetitor', rival: rng.int(0, competitorsFor(s.selectedIndustry).length - 1) } : { type: 'setUniquenessText', text: 'x'.repeat(rng.int(0, 80)) };
    case 8:
      return { type: 'moveGoal', from: rng.pick(PRIORITIES), fromIndex: rng.int(0, 2), to: rng.pick(PRIORITIES), toIndex: rng.int(0, 3) };
    default:
      return { type: 'continue' };
  }
}

const rng = Rng.fromSeed('launchpad-bench');
const WEEKS = 2000;
let actions = 0;
let notices = 0;
let finished = 0;
const t0 = process.hrtime.bigint();
for (let w = 0; w < WEEKS; w++) {
  let s = createInitialState(`week-${w}`);
  for (let i = 0; i < 400 && s.currentStage < 9; i++) {
    const out = step(s, randomAction(rng, s));
    s = out.state;
    actions++;
    if (out.notice || out.refusal) notices++;
  }
  if (s.currentStage === 9) finished++;
}
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`${WEEKS} random weeks: ${actions} actions in ${ms.toFixed(0)} ms = ${Math.round(actions / (ms / 1000))} actions/s; ${finished} reached stage 9; ${notices} notices`);

const launchpadSave = recordSave(manifest);
const s = playMove(start(manifest.rules, {}, 'save'), { type: 'setUniquenessText', text: 'y'.repeat(2000) }).played;
const N = 5000;
const t1 = process.hrtime.bigint();
for (let i = 0; i < N; i++) decode(launchpadSave, encode(launchpadSave, s));
const ms2 = Number(process.hrtime.bigint() - t1) / 1e6;
console.log(`save encode+validate: ${(ms2 / N * 1000).toFixed(1)} µs per round trip (${encode(launchpadSave, s).length} bytes)`);

// Classroom (docs/classroom.md): 40 result codes of finished weeks, decoded and replayed as the teacher's page does.
{
  const weeks: { code: string; seed: string; week: PlayedWeek }[] = [];
  const crng = Rng.fromSeed('launchpad-codes');
  for (let w = 0; weeks.length < 40 && w < 4000; w++) {
    const seed = `LP-B${w}`;
    let week = start(manifest.rules, {}, seed);
    for (let i = 0; i < 400 && week.state.currentStage < 9; i++) week = playMove(week, randomAction(crng, week.state)).played;
    if (week.state.currentStage === 9) weeks.push({ seed, week, code: codeFor(week, { classId: 'C-BENCH1', nickname: 'Student' }) });
  }
  const lengths = weeks.map((w) => w.code.length).sort((a, b) => a - b);
  const t2 = process.hrtime.bigint();
  let verified = 0;
  const ROUNDS = 25;
  for (let k = 0; k < ROUNDS; k++) for (const w of weeks) if (verifyCode(w.code, { launchpad: codec }, { seed: w.seed }).verdict === 'verified') verified++;
  const ms3 = Number(process.hrtime.bigint() - t2) / 1e6 / ROUNDS;
  console.log(
    `result codes: decode + replay of ${weeks.length} codes in ${ms3.toFixed(1)} ms (${verified / ROUNDS} verified); code length min ${lengths[0]}, median ${lengths[lengths.length >> 1]}, max ${lengths[lengths.length - 1]} characters`,
  );
  // The save of a finished week (its record), and its load (the record replayed).
  const stat = (xs: number[]) => {
    const o = xs.slice().sort((a, b) => a - b);
    return `min ${o[0]}, median ${o[o.length >> 1]}, max ${o[o.length - 1]}`;
  };
  const saves = weeks.map((w) => encode(launchpadSave, w.week));
  console.log(`finished weeks: record ${stat(weeks.map((w) => w.week.record.moves.length))} moves; save ${stat(saves.map((x) => x.length))} bytes`);
  const t3 = process.hrtime.bigint();
  for (let k = 0; k < ROUNDS; k++) for (const x of saves) decode(launchpadSave, x);
  console.log(`finished-week save load (validate + record replay): ${(Number(process.hrtime.bigint() - t3) / 1e6 / ROUNDS / saves.length * 1000).toFixed(0)} µs each`);
}
