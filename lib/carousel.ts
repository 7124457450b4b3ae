/** Index arithmetic of the testimonial carousel: previous and next wrap both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const prevIndex = (index: number, count: number) => wrapIndex(index - 1, count);
