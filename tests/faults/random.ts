/** A seeded generator (mulberry32): the same seed gives the same workload and fault schedule. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One of the items. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** The items in a seeded order. */
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** The seed of this run: FAULT_SEED, or a new one (printed, so a failure can be replayed). */
export function runSeed(): number {
  const given = process.env.FAULT_SEED;
  if (given && /^\d+$/.test(given)) return Number(given);
  return Math.floor(Math.random() * 2 ** 31);
}
