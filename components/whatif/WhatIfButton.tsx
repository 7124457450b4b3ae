'use client';
/**
 * The "What if?" button of an end screen or a report row (docs/rules/bullwhip.md and docs/rules/everest.md, "What
 * if?"). The dialog, its chart and the game's replay code are their own chunk per game, fetched on the first click:
 * nothing of them is in the page's JavaScript until a student or a teacher opens "What if?".
 */
import { lazy, Suspense, useState } from 'react';
import type { GameRecord } from '@/engines/core/record';

const PANELS = {
  bullwhip: lazy(() => import('./BullwhipWhatIf')),
  everest: lazy(() => import('./EverestWhatIf')),
};

export type WhatIfGame = keyof typeof PANELS;

export interface WhatIfSource {
  /** The game's own record (an end screen). */
  record?: GameRecord<unknown, unknown>;
  /** A result code (a report row): the dialog unpacks its record. */
  code?: string;
}

export function WhatIfButton({ game, source, context, className = 'btn btn-outline' }: { game: WhatIfGame; source: WhatIfSource; context?: string; className?: string }) {
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const Panel = PANELS[game];
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        // The row's student in the name (the visible words first). Not a visually hidden span: inside the report's
        // scrolling table an absolutely placed span escapes the scroll box and widens the page.
        aria-label={context ? `What if? (${context})` : undefined}
        data-testid={`whatif-open-${game}`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        What if?
      </button>
      {loaded && (
        <Suspense
          fallback={
            <span role="status" className="visually-hidden">
              Loading “What if?”…
            </span>
          }
        >
          <Panel open={open} onClose={() => setOpen(false)} source={source} context={context} />
        </Suspense>
      )}
    </>
  );
}
