'use client';
/** The tile drawer's content: type, price, owner, mortgaged marker, story and tip, rent table, build cost, owner actions. */
import {
  BOARD,
  SETS,
  SET_TILES,
  TRANSIT_RENTS,
  currentPlayer,
  fullSetRent,
  mortgageValue,
  rentRowNow,
  sellRefund,
  unmortgageCost,
  type Action,
  type GameState,
} from '@/engines/city-tycoon';
import { TILE_TEXTS } from '@/content/city-tycoon/tiles';
import { UNMORTGAGE_RULE } from '@/content/city-tycoon/help';
import { dollars } from '@/engines/core/format';
import styles from './CityTycoon.module.css';
import { RuleButton } from './RuleButton';
import { buildingText, playerColor, refusalOf, tileKindText } from './ui';

interface Props {
  game: GameState;
  tile: number;
  dispatch: (a: Action) => void;
  status: string | null;
}

export function TileCard({ game, tile, dispatch, status }: Props) {
  const t = BOARD[tile];
  const text = TILE_TEXTS[tile];
  const owner = game.ownership[tile];
  const me = currentPlayer(game);
  const mine = owner === me.id && game.phase !== 'GAME_OVER';
  const h = game.houses[tile];
  // The row of the rent table charged now (the doubled full-set rent when the set is unbuilt), if any.
  const now = rentRowNow(game, tile);
  const nowMark = (k: number) => (k === now ? <span className={styles.nowTag}> ◀ charged now</span> : null);
  return (
    <div className={styles.tileCard}>
      <p className={styles.kindLine}>
        {t.kind === 'property' && <span className={styles.chip} style={{ background: SETS[t.set].color }} aria-hidden="true" />}
        {tileKindText(t)}
        {'price' in t && <> · Price {dollars(t.price)}</>}
      </p>
      {'price' in t && (
        <p>
          Owner:{' '}
          {owner === null ? (
            'the bank (for sale)'
          ) : (
            <strong style={{ color: playerColor(owner) }}>
              {game.players[owner].name} (P{owner + 1})
            </strong>
          )}
          {game.mortgaged[tile] && <span className={styles.badgeWarn}> Mortgaged — no rent</span>}
          {h > 0 && <> · {buildingText(h)}</>}
        </p>
      )}
      {t.kind === 'tax' && <p>Pay {dollars(t.amount)} (never more than your cash).</p>}
      <p className={styles.story}>{text.story}</p>
      <p className={styles.tip}>
        <strong>Local tip:</strong> {text.tip}
      </p>

      {t.kind === 'property' && (
        <>
          <table className={styles.rentTable}>
            <caption>Rent</caption>
            <tbody>
              {[
                ['Base', t.rent[0]],
                ['Full set, no buildings', fullSetRent(t)],
                ['1 shop', t.rent[1]],
                ['2 shops', t.rent[2]],
                ['3 shops', t.rent[3]],
                ['4 shops', t.rent[4]],
                ['Tower', t.rent[5]],
              ].map(([label, v], k) => (
                <tr key={label} className={k === now ? styles.rowNow : undefined} data-now={k === now ? 'true' : undefined}>
                  <th scope="row">{label}</th>
                  <td>
                    {dollars(v as number)}
                    {nowMark(k)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Build cost {dollars(SETS[t.set].buildCost)} per shop or tower (sell back for {dollars(sellRefund(SETS[t.set].buildCost))}). Set:{' '}
            {SET_TILES[t.set].map((i) => BOARD[i].name).join(', ')}.
          </p>
        </>
      )}
      {t.kind === 'transit' && (
        <table className={styles.rentTable}>
          <caption>Rent by hubs the owner holds</caption>
          <tbody>
            {TRANSIT_RENTS.map((r, k) => (
              <tr key={k} className={k === now ? styles.rowNow : undefined} data-now={k === now ? 'true' : undefined}>
                <th scope="row">
                  {k + 1} hub{k ? 's' : ''}
                </th>
                <td>
                  {dollars(r)}
                  {nowMark(k)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {t.kind === 'utility' && (
        <table className={styles.rentTable}>
          <caption>Rent</caption>
          <tbody>
            <tr className={now === 0 ? styles.rowNow : undefined} data-now={now === 0 ? 'true' : undefined}>
              <th scope="row">Owner has one utility</th>
              <td>
                dice × {t.oneMult}
                {nowMark(0)}
              </td>
            </tr>
            <tr className={now === 1 ? styles.rowNow : undefined} data-now={now === 1 ? 'true' : undefined}>
              <th scope="row">Owner has both</th>
              <td>
                dice × {t.bothMult}
                {nowMark(1)}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {'price' in t && (
        <p className={styles.small} data-testid="mortgage-terms">
          Mortgage value {dollars(mortgageValue(t.price))}. {UNMORTGAGE_RULE} Here: {dollars(unmortgageCost(t.price))}.
        </p>
      )}

      {mine && (
        <section aria-label="Owner actions" className={styles.ownerActions}>
          <h3>Your actions</h3>
          <div className={styles.btnRow}>
            {t.kind === 'property' && (
              <>
                <RuleButton className="btn btn-primary" why={refusalOf(game, { type: 'BUILD', tile })} onClick={() => dispatch({ type: 'BUILD', tile })}>
                  Build {h === 4 ? 'tower' : 'shop'} ({dollars(SETS[t.set].buildCost)})
                </RuleButton>
                <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'SELL', tile })} onClick={() => dispatch({ type: 'SELL', tile })}>
                  Sell {h === 5 ? 'tower' : 'shop'} (+{dollars(sellRefund(SETS[t.set].buildCost))})
                </RuleButton>
              </>
            )}
            {'price' in t && !game.mortgaged[tile] && (
              <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'MORTGAGE', tile })} onClick={() => dispatch({ type: 'MORTGAGE', tile })}>
                Mortgage (+{dollars(mortgageValue(t.price))})
              </RuleButton>
            )}
            {'price' in t && game.mortgaged[tile] && (
              <RuleButton className="btn btn-outline" why={refusalOf(game, { type: 'UNMORTGAGE', tile })} onClick={() => dispatch({ type: 'UNMORTGAGE', tile })}>
                Unmortgage (−{dollars(unmortgageCost(t.price))})
              </RuleButton>
            )}
          </div>
          <p role="status" className={styles.status}>
            {status ?? ''}
          </p>
        </section>
      )}
      {owner !== null && owner !== me.id && game.phase !== 'GAME_OVER' && (
        <p className={styles.small}>Only the owner can build or mortgage here, on their own turn.</p>
      )}
    </div>
  );
}
