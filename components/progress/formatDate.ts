/**
 * A date as the progress screens write it ("3 Mar 2026"), or '' when unreadable. A module of its own: the hub's
 * progress card needs it without the end screens' code.
 */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
