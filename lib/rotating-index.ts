/** The next word of the hero's rotating text (spec §4): it advances and wraps to the first. */
export const nextIndex = (index: number, count: number) => (index + 1) % count;

/** Delay of each letter so they enter staggered from the last one (spec §9: 0.025 s per letter). */
export const staggerFromLast = (index: number, total: number, stagger = 0.025) =>
  (total - 1 - index) * stagger;
