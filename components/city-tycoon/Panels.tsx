'use client';
/** Side panels and modal contents. They render state and call back; the rules live in the engine. */
import {
  BOARD,
  EVENT_CARDS,
  JAIL_FEE,
  JAIL_TRIES,
  AUCTION_STEP,
  currentPlayer,
  isLastCall,
  netWorth,
  nextBid,
  ownableTile,
  ranking,
  rentFor,
  tilesOf,
  type Action,
  type GameState,
} from '@/engines/city-tycoon';
import { dollars } from '@/engines/core/format';
import { HELP } from '@/content/city-tycoon/help';
import type { ReactNode } from 'react';
import { TILE_TEXTS } from '@/content/city-tycoon/tiles';
import { TumblingDie } from './lazyFx';
import shared from '@/components/sim/shared.module.css';
import styles from './CityTycoon.module.css';
import { RuleButton } from './RuleButton';
import { playerColor, refusalOf } from './ui';

const DIE_FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

/** `rollId`: set while the dice tumble (a new id replays the tumble); null shows them still. */
export function DicePanel({ game, rollId }: { game: GameState; rollId: number | null }) {
  const r = game.lastRoll;
  const cur = currentPlayer(game);
  return (
    <section className={styles.dice} aria-label="Dice">
      <p className={styles.diceNow}>
        <span className={styles.token} style={{ background: playerColor(cur.id) }} aria-hidden="true">
          {cur.id + 1}
        </span>{' '}
        {cur.name}
        {game.phase !== 'GAME_OVER' ? '’s turn' : ''}
      </p>
      <div className={styles.diceFaces} aria-hidden="true" data-animating={rollId !== null ? 'dice' : undefined}>
        {[0, 1].map((k) =>
          rollId !== null ? (
            <TumblingDie key={`${rollId}-${k}`} className={styles.die} spin={k ? -720 : 720}>
              {r ? DIE_FACES[r[k]] : '⚀'}
            </TumblingDie>
          ) : (
            <span key={k} className={styles.die}>
              {r ? DIE_FACES[r[k]] : '⚀'}
            </span>
          ),
        )}
      </div>
      <p aria-live="polite" className={styles.diceText}>
        {r ? `Rolled ${r[0]} + ${r[1]} = ${r[0] + r[1]}${r[0] === r[1] ? ', doubles' : ''}` : 'No roll yet'}
      </p>
    </section>
  );
}

export function PlayerList({ game, onOpenTile }: { game: GameState; onOpenTile: (i: number) => void }) {
  return (
    <section className={`${shared.panel} ${shared.panelDense} ${styles.panel}`} aria-labelledby="ct-players-h">
      <h2 id="ct-players-h">Players</h2>
      <ul className={styles.players}>
        {game.players.map((p) => {
          const tiles = tilesOf(game, p.id);
          const isCur = p.id === game.current && game.phase !== 'GAME_OVER';
          return (
            <li key={p.id} className={`${styles.player} ${isCur ? styles.playerCurrent : ''} ${p.bankrupt ? styles.playerBankrupt : ''}`} data-testid={`player-${p.id}`}>
              <span className={styles.token} style={{ background: playerColor(p.id) }} aria-hidden="true">
                {p.id + 1}
              </span>
              <span className={styles.playerName}>
                {p.name}
                {isCur && <span className={styles.badge}>▶ playing</span>}
                {p.inJail && <span className={styles.badgeWarn}>In Detention</span>}
                {p.bankrupt && <span className={styles.badgeDanger}>Bankrupt</span>}
              </span>
              <span className={styles.cash} data-testid={`cash-${p.id}`}>
                {dollars(p.cash)}
              </span>
              <span className={styles.small}>
                {tiles.length} tile{tiles.length === 1 ? '' : 's'} · worth {dollars(netWorth(game, p.id))}
              </span>
              {tiles.length > 0 && (
                <span className={styles.ownedList}>
                  {tiles.map((i) => (
                    <button key={i} type="button" className={styles.linkBtn} onClick={() => onOpenTile(i)}>
                      {BOARD[i].name}
                      {game.mortgaged[i] ? ' (M)' : ''}
                    </button>
                  ))}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GameLog({ game }: { game: GameState }) {
  const entries = game.log.slice(-100).reverse();
  return (
    <section className={`${shared.panel} ${shared.panelDense} ${styles.panel}`} aria-labelledby="ct-log-h">
      <h2 id="ct-log-h">Log (newest first)</h2>
      <ol className={styles.log} tabIndex={0} aria-label="Game log, newest first" data-testid="log">
        {entries.map((e) => (
          <li key={e.n} className={e.kind === 'big' ? styles.logBig : undefined}>
            {e.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

interface QuickProps {
  game: GameState;
  dispatch: (a: Action) => void;
  onOpenTile: (i: number) => void;
  onReopen: () => void;
}

/** What the current player can do about the tile they stand on, plus its local tip. */
export function QuickActions({ game, dispatch, onOpenTile, onReopen }: QuickProps) {
  const p = currentPlayer(game);
  const t = BOARD[p.pos];
  const owner = game.ownership[p.pos];
  const own = ownableTile(p.pos);
  return (
    <section className={`${shared.panel} ${shared.panelDense} ${styles.panel}`} aria-labelledby="ct-quick-h">
      <h2 id="ct-quick-h">Quick actions</h2>
      <p>
        {p.name} is on <strong>{t.name}</strong>
        {own && owner !== null && <> (owner {game.players[owner].name}, rent now {dollars(rentFor(game, p.pos, game.lastRoll ? game.lastRoll[0] + game.lastRoll[1] : 7))})</>}
        {own && owner === null && <> (for sale, {dollars(own.price)})</>}.
      </p>
      <div className={styles.btnRow}>
        {game.offer !== null && (
          <>
            <RuleButton className="btn btn-primary" why={refusalOf(game, { type: 'BUY' })} onClick={() => dispatch({ type: 'BUY' })}>
              Buy for {dollars(ownableTile(game.offer)!.price)}
            </RuleButton>
            <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'DECLINE' })} onClick={() => dispatch({ type: 'DECLINE' })}>
              Decline → Auction
            </RuleButton>
          </>
        )}
        {game.auction && (
          <button type="button" className="btn btn-primary" onClick={onReopen}>
            Open the auction
          </button>
        )}
        {p.inJail && game.phase === 'PRE_ROLL' && (
          <>
            <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'PAY_JAIL' })} onClick={() => dispatch({ type: 'PAY_JAIL' })}>
              Pay ${JAIL_FEE}
            </RuleButton>
            <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'ROLL' })} onClick={() => dispatch({ type: 'ROLL' })}>
              Roll for doubles
            </RuleButton>
          </>
        )}
        {/* The owner's shortcuts for this tile appear when the rules allow them (the drawer shows every action with its reason). */}
        {owner === p.id && refusalOf(game, { type: 'BUILD', tile: p.pos }) === null && (
          <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'BUILD', tile: p.pos })}>
            Build here
          </button>
        )}
        {owner === p.id && refusalOf(game, { type: 'UNMORTGAGE', tile: p.pos }) === null && (
          <button type="button" className="btn btn-outline" onClick={() => dispatch({ type: 'UNMORTGAGE', tile: p.pos })}>
            Unmortgage here
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={() => onOpenTile(p.pos)}>
          Tile details
        </button>
      </div>
      <p className={styles.tipLine}>
        <button type="button" className={styles.linkBtn} onClick={() => onOpenTile(p.pos)}>
          Tip for {t.name}: {TILE_TEXTS[p.pos].tip}
        </button>
      </p>
    </section>
  );
}

/* ---------------------------------------------------------------- modal contents */

export function BuyContent({ game, dispatch }: { game: GameState; dispatch: (a: Action) => void }) {
  const p = currentPlayer(game);
  const t = ownableTile(game.offer!)!;
  const short = p.cash < t.price;
  return (
    <div>
      <p>
        {p.name}, {t.name} is for sale at <strong>{dollars(t.price)}</strong>. You have {dollars(p.cash)}
        {short ? ' — not enough.' : `; you would keep ${dollars(p.cash - t.price)}.`}
      </p>
      <p className={styles.small}>{TILE_TEXTS[t.index].tip}</p>
      <div className={styles.btnRow}>
        <RuleButton className="btn btn-primary" why={refusalOf(game, { type: 'BUY' })} onClick={() => dispatch({ type: 'BUY' })} autoFocus>
          Buy for {dollars(t.price)}
        </RuleButton>
        <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'DECLINE' })} onClick={() => dispatch({ type: 'DECLINE' })}>
          Decline → Auction
        </RuleButton>
      </div>
    </div>
  );
}

export function AuctionContent({ game, dispatch }: { game: GameState; dispatch: (a: Action) => void }) {
  const a = game.auction!;
  const t = ownableTile(a.tile)!;
  const bidder = game.players[a.turn];
  const lastCall = isLastCall(a);
  const bid = nextBid(a);
  // Next is offered only while someone else can still bid (docs/rules/city-tycoon.md, "Auction").
  const canNext = refusalOf(game, { type: 'NEXT' }) === null;
  return (
    <div>
      <p>
        Bank price {dollars(t.price)}. Highest bid: <strong data-testid="auction-bid">{a.bid && a.leader !== null ? `${dollars(a.bid)} by ${game.players[a.leader].name}` : 'none yet'}</strong>
      </p>
      <p className={styles.bidderNow} aria-live="polite">
        <span className={styles.token} style={{ background: playerColor(bidder.id) }} aria-hidden="true">
          {bidder.id + 1}
        </span>{' '}
        <strong data-testid="auction-turn">{bidder.name}</strong>, your move ({dollars(bidder.cash)} cash). {`Bid +${AUCTION_STEP}`} raises to {dollars(bid)}.
      </p>
      {lastCall && (
        <p className={styles.lastCall} data-testid="auction-last-call">
          <strong>Last call:</strong> {bidder.name} is the last bidder left. {`Bid +${AUCTION_STEP}`} wins {t.name} for {dollars(bid)}; Pass means no sale.
        </p>
      )}
      <ul className={styles.bidders}>
        {a.bidders.map((id) => (
          <li key={id}>
            {game.players[id].name}: {a.passed.includes(id) ? 'passed' : a.leader === id ? 'leading' : 'in'}
          </li>
        ))}
      </ul>
      <div className={styles.btnRow}>
        <RuleButton className="btn btn-primary" why={refusalOf(game, { type: 'BID' })} onClick={() => dispatch({ type: 'BID' })} autoFocus>
          {`Bid +${AUCTION_STEP}`}
        </RuleButton>
        <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'PASS' })} onClick={() => dispatch({ type: 'PASS' })}>
          Pass
        </RuleButton>
        {canNext && (
          <RuleButton className="btn btn-outline" why={null} onClick={() => dispatch({ type: 'NEXT' })}>
            Next
          </RuleButton>
        )}
      </div>
      <p className={styles.small}>
        Pass drops out of this auction. Next hands the turn to the next bidder; you can still bid later. The last bidder left who has not bid is asked once. No bid, no sale.
      </p>
    </div>
  );
}

export function DetentionContent({ game, dispatch }: { game: GameState; dispatch: (a: Action) => void }) {
  const p = currentPlayer(game);
  return (
    <div>
      <p>
        {p.name}, this is try {p.jailTurns + 1} of {JAIL_TRIES}. Roll doubles to walk out and move, or pay ${JAIL_FEE} now. After {JAIL_TRIES} failed tries you pay ${JAIL_FEE} and
        go.
      </p>
      <div className={styles.btnRow}>
        <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'PAY_JAIL' })} onClick={() => dispatch({ type: 'PAY_JAIL' })}>
          {`Pay $${JAIL_FEE}`}
        </RuleButton>
        <RuleButton className="btn btn-primary" why={refusalOf(game, { type: 'ROLL' })} onClick={() => dispatch({ type: 'ROLL' })} autoFocus>
          Roll for doubles
        </RuleButton>
      </div>
    </div>
  );
}

export function EventContent({ game, onClose }: { game: GameState; onClose: () => void }) {
  const c = game.lastCard!;
  const card = EVENT_CARDS[c.card];
  return (
    <div>
      <p>
        <strong>{game.players[c.player].name}</strong> drew: {card.text}
      </p>
      <p className={styles.small}>Applied automatically. This card closes by itself.</p>
      <div className={styles.btnRow}>
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </div>
  );
}

export function GameOverContent({ game, onNew, children }: { game: GameState; onNew: () => void; children?: ReactNode }) {
  const rows = ranking(game);
  return (
    <div>
      <p>{game.endReason === 'cap' ? `The turn cap of ${game.cap} is reached.` : 'Only one player is left standing.'} Final ranking by net worth:</p>
      <table className={styles.rentTable} data-testid="ranking">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Net worth</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid={`rank-seat-${r.id + 1}`}>
              <td>{r.rank === 1 ? '🏆 1' : r.rank}</td>
              <th scope="row">
                {r.name}
                {r.bankrupt ? ' (bankrupt)' : ''}
                {/* The seat is what a result code names: the typed names never leave this device. */}
                <span className={styles.small}> · Player {r.id + 1}</span>
              </th>
              <td>{dollars(r.worth)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.small}>Net worth = cash − debt + tile prices (half if mortgaged) + building costs.</p>
      {children}
      <div className={styles.btnRow}>
        <button type="button" className="btn btn-primary" onClick={onNew} data-autofocus>
          New Game
        </button>
      </div>
    </div>
  );
}

export function HelpContent() {
  return (
    <div className={styles.help}>
      {HELP.map((s) => (
        <section key={s.title}>
          <h3>{s.title}</h3>
          <ul>
            {s.items.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
