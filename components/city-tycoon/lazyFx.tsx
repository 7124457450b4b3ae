'use client';
/** The motion flourishes, loaded on first use (see MotionFx.tsx); a plain span until then. */
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';

const Fx = {
  TumblingDie: lazy(() => import('./MotionFx').then((x) => ({ default: x.TumblingDie }))),
  HoppingToken: lazy(() => import('./MotionFx').then((x) => ({ default: x.HoppingToken }))),
};

export function TumblingDie(props: { spin: number; children: ReactNode; className?: string }) {
  return (
    <Suspense fallback={<span className={props.className}>{props.children}</span>}>
      <Fx.TumblingDie {...props} />
    </Suspense>
  );
}

export function HoppingToken(props: { children: ReactNode; className?: string; style?: CSSProperties; testId?: string }) {
  const { testId, ...rest } = props;
  // The test id sits on a wrapper that exists before and after the chunk has loaded.
  return (
    <span data-testid={testId}>
      <Suspense fallback={<span className={rest.className} style={rest.style}>{rest.children}</span>}>
        <Fx.HoppingToken {...rest} />
      </Suspense>
    </span>
  );
}
