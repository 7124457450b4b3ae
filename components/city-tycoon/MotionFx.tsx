'use client';
/**
 * The framer-motion flourishes of a roll (the dice tumble, the token's hop on each square), in their own chunk:
 * Game loads this module with React.lazy the first time a roll is animated, so the island's first load does not
 * carry framer-motion (about 33 kB gzipped) and a student under reduced motion never downloads it. Until it has
 * loaded, the same elements show without the flourish (the walk itself is plain React state in Board).
 */
import type { ReactNode } from 'react';
import { SimMotion, m } from '@/components/sim/Motion';

export function TumblingDie({ spin, children, className }: { spin: number; children: ReactNode; className?: string }) {
  return (
    <SimMotion>
      <m.span
        className={className}
        initial={{ rotate: 0, y: 0 }}
        animate={{ rotate: spin, y: [0, -14, 0, -6, 0] }}
        transition={{ duration: 0.45, ease: 'easeOut' }}
      >
        {children}
      </m.span>
    </SimMotion>
  );
}

export function HoppingToken({ children, className, style }: { children: ReactNode; className?: string; style?: React.CSSProperties }) {
  return (
    <SimMotion>
      <m.span className={className} style={style} initial={{ y: -10, scale: 0.7 }} animate={{ y: 0, scale: 1 }} transition={{ duration: 0.12 }}>
        {children}
      </m.span>
    </SimMotion>
  );
}
