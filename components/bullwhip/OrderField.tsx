'use client';
/**
 * The order box of a round (Solo's decision panel and a Team player's turn): the quantity with − and +, and a note when
 * the text is not the order that will be placed (`placedOrder` in engines/bullwhip/selectors.ts).
 */
import type { Ref } from 'react';
import { MAX_ORDER, MIN_ORDER } from '@/engines/bullwhip/constants';
import { parseOrder } from '@/engines/bullwhip/engine';
import { placedOrder, steppedOrder } from '@/engines/bullwhip/selectors';
import { orderNote } from '@/content/bullwhip/screen';
import styles from './Game.module.css';

export function OrderField({ orderText, onOrderText, orderRef }: { orderText: string; onOrderText: (text: string) => void; orderRef: Ref<HTMLInputElement> }) {
  const placed = placedOrder(orderText);
  return (
    <>
      <label htmlFor="bw-order" className={styles.orderLabel}>
        Order quantity ({MIN_ORDER}–{MAX_ORDER})
      </label>
      <div className={styles.orderRow}>
        <button type="button" className={styles.step} aria-label="Order one less" onClick={() => onOrderText(String(steppedOrder(orderText, -1)))}>
          −
        </button>
        <input
          id="bw-order"
          ref={orderRef}
          className={styles.orderInput}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={orderText}
          aria-describedby="bw-order-note"
          onChange={(e) => onOrderText(e.target.value.slice(0, 12))}
        />
        <button type="button" className={styles.step} aria-label="Order one more" onClick={() => onOrderText(String(steppedOrder(orderText, 1)))}>
          +
        </button>
      </div>
      <p id="bw-order-note" className={styles.note} aria-live="polite">
        {placed.changed ? orderNote(placed.order, MIN_ORDER, MAX_ORDER, parseOrder('')) : ''}
      </p>
    </>
  );
}
