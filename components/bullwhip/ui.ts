/** Small display pieces shared by the Bullwhip Rush panels (no rules here). */
import shared from '@/components/sim/shared.module.css';
import styles from './Game.module.css';

/** A panel: the shared simulation panel, raised, with this game's padding. */
export const CARD = `${shared.panel} ${shared.raised} ${styles.card}`;
