/**
 * Shared by the static frames' unit tests (docs/site.md, "Static frames"): the host elements a frame renders, and a
 * storage spy that records every key a frame reads (a frame must read none).
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';

/** Every host element the tree renders, function components called as the server calls them (they have no hooks). */
export function hostElements(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(hostElements);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  if (typeof node.type === 'function') return hostElements((node.type as (p: unknown) => ReactNode)(node.props));
  const own = typeof node.type === 'string' ? [node] : [];
  return [...own, ...hostElements(node.props.children as ReactNode)];
}

/** Installs localStorage and sessionStorage spies for the current describe block; returns the keys read. */
export function spyOnStorage(): string[] {
  const reads: string[] = [];
  const storage = { getItem: (k: string) => (reads.push(k), null), setItem: () => undefined, removeItem: () => undefined };
  beforeAll(() => Object.assign(globalThis, { localStorage: storage, sessionStorage: storage }));
  afterAll(() => {
    delete (globalThis as Record<string, unknown>).localStorage;
    delete (globalThis as Record<string, unknown>).sessionStorage;
  });
  return reads;
}
