/**
 * Site pages load the toast library only when a toast is needed: `notify()`
 * asks the lazily mounted <LazyToaster /> to load sonner, waits for it, then
 * shows the toast. Spec: at most 3 at a time, 4000 ms by default.
 */
type Kind = 'success' | 'error' | 'info';

let requestMount: (() => void) | null = null;
let pendingRequest = false;
let resolveMounted: (() => void) | null = null;
const mounted = new Promise<void>((r) => {
  resolveMounted = r;
});

export function registerToasterMount(fn: () => void): void {
  requestMount = fn;
  if (pendingRequest) fn();
}

export function markToasterMounted(): void {
  resolveMounted?.();
}

export function preloadToaster(): void {
  if (requestMount) requestMount();
  else pendingRequest = true;
}

export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  preloadToaster();
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  if (kind === 'error') toast.error(title, { description, className: 'toast-destructive' });
  else if (kind === 'success') toast.success(title, { description });
  else toast(title, { description });
}
