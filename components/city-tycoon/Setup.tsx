'use client';
/** The start setup form: How to Play, 2–6 players with names, starting cash, turn cap, seed, Help, 'Start Game'. */
import { useState, type FormEvent } from 'react';
import {
  clampSetupNumber,
  cleanSeed,
  DEFAULT_NAMES,
  DEFAULT_SEED,
  MAX_PLAYERS,
  MIN_PLAYERS,
  NAME_INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SEED_MAX_LENGTH,
  STARTING_CASH_DEFAULT,
  STARTING_CASH_MAX,
  STARTING_CASH_MIN,
  STARTING_CASH_STEP,
  TURN_CAP_DEFAULT,
  TURN_CAP_MAX,
  TURN_CAP_MIN,
  setupErrors,
  type SetupInput,
} from '@/engines/city-tycoon';
import { HOW_TO_PLAY } from '@/content/city-tycoon/help';
import styles from './CityTycoon.module.css';

interface Props {
  initialSeed: string;
  onStart: (input: SetupInput, seed: string) => void;
  onHelp: () => void;
}

export function Setup({ initialSeed, onStart, onHelp }: Props) {
  const [count, setCount] = useState(3);
  const [names, setNames] = useState<string[]>(() => Array(MAX_PLAYERS).fill(''));
  const [cash, setCash] = useState(String(STARTING_CASH_DEFAULT));
  const [cap, setCap] = useState(String(TURN_CAP_DEFAULT));
  const [seed, setSeed] = useState(initialSeed || DEFAULT_SEED);
  const [notes, setNotes] = useState<{ cash?: string; cap?: string }>({});
  const [errors, setErrors] = useState<string[]>([]);

  /** Clamps a typed number on blur and says what happened, so nothing is silently changed. */
  const fixNumber = (key: 'cash' | 'cap', raw: string, set: (v: string) => void, min: number, max: number, step: number, rangeText: string, unit: string) => {
    const v = clampSetupNumber(raw, min, max, step);
    if (v === null) setNotes((n) => ({ ...n, [key]: `${rangeText}. Type a number.` }));
    else if (String(v) !== raw.trim()) {
      set(String(v));
      setNotes((n) => ({ ...n, [key]: `${rangeText}: set to ${unit}${v}.` }));
    } else setNotes((n) => ({ ...n, [key]: undefined }));
  };
  const fixCash = () =>
    fixNumber('cash', cash, setCash, STARTING_CASH_MIN, STARTING_CASH_MAX, STARTING_CASH_STEP, `Starting cash is $${STARTING_CASH_MIN}–$${STARTING_CASH_MAX} in steps of $${STARTING_CASH_STEP}`, '$');
  const fixCap = () => fixNumber('cap', cap, setCap, TURN_CAP_MIN, TURN_CAP_MAX, 1, `The turn cap is ${TURN_CAP_MIN}–${TURN_CAP_MAX}`, '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: SetupInput = {
      names: names.slice(0, count),
      startingCash: Number(cash),
      cap: Number(cap),
    };
    const errs = setupErrors(input);
    setErrors(errs);
    // An empty seed box means the specification's default seed (cleanSeed); the engine never picks one.
    if (!errs.length) onStart(input, cleanSeed(seed));
  };

  return (
    <form onSubmit={submit} className={styles.setup} noValidate>
      <details className={styles.howTo}>
        <summary>How to Play</summary>
        <ol>
          {HOW_TO_PLAY.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </details>
      <div className={styles.field}>
        <label htmlFor="ct-count">Players</label>
        <select id="ct-count" value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, k) => k + MIN_PLAYERS).map((n) => (
            <option key={n} value={n}>
              {n} players
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.names}>
        <legend>Names (up to {NAME_MAX_LENGTH} characters; leave blank for the default)</legend>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.field}>
            <label htmlFor={`ct-name-${i}`}>Player {i + 1}</label>
            <input
              id={`ct-name-${i}`}
              value={names[i]}
              maxLength={NAME_INPUT_MAX_LENGTH}
              placeholder={DEFAULT_NAMES[i]}
              autoComplete="off"
              onChange={(e) => setNames((ns) => ns.map((n, k) => (k === i ? e.target.value : n)))}
            />
          </div>
        ))}
      </fieldset>
      <div className={styles.fieldRow}>
        <div className={styles.field}>
          <label htmlFor="ct-cash">Starting cash ($)</label>
          <input
            id="ct-cash"
            type="number"
            inputMode="numeric"
            min={STARTING_CASH_MIN}
            max={STARTING_CASH_MAX}
            step={STARTING_CASH_STEP}
            value={cash}
            onChange={(e) => setCash(e.target.value)}
            onBlur={fixCash}
            aria-describedby="ct-cash-note"
          />
          <small id="ct-cash-note" className={styles.note}>
            {notes.cash ?? `$${STARTING_CASH_MIN}–$${STARTING_CASH_MAX}, steps of $${STARTING_CASH_STEP}`}
          </small>
        </div>
        <div className={styles.field}>
          <label htmlFor="ct-cap">Turn cap</label>
          <input
            id="ct-cap"
            type="number"
            inputMode="numeric"
            min={TURN_CAP_MIN}
            max={TURN_CAP_MAX}
            value={cap}
            onChange={(e) => setCap(e.target.value)}
            onBlur={fixCap}
            aria-describedby="ct-cap-note"
          />
          <small id="ct-cap-note" className={styles.note}>
            {notes.cap ?? `${TURN_CAP_MIN}–${TURN_CAP_MAX} turns`}
          </small>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="ct-setup-seed">Seed (same seed, same dice)</label>
        <input id="ct-setup-seed" value={seed} maxLength={SEED_MAX_LENGTH} onChange={(e) => setSeed(e.target.value)} autoComplete="off" />
      </div>
      {errors.length > 0 && (
        <ul role="alert" className={styles.errors}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className={styles.btnRow}>
        <button type="button" className="btn btn-outline" onClick={onHelp}>
          Help
        </button>
        <button type="submit" className="btn btn-primary" data-autofocus>
          Start Game
        </button>
      </div>
    </form>
  );
}
