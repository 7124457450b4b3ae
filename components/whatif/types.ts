import type { WhatIfSource } from './WhatIfButton';

/** What a game's "What if?" panel receives from the button. */
export interface WhatIfPanelProps {
  open: boolean;
  onClose: () => void;
  source: WhatIfSource;
  /** Whose game it is, for the title ("Student 3"); none on a student's own end screen. */
  context?: string;
}
