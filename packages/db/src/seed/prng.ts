/**
 * Seeded pseudo-random numbers for the demo data. Every choice the generator makes goes
 * through one of these, so one seed always gives the same rows, ids included.
 */

/** mulberry32: a small, fast 32-bit generator; good enough for demo data, not for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** FNV-1a of a label, mixed with the seed: independent streams for independent purposes. */
export function deriveSeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly nextU32: () => number;

  constructor(seed: number, label = '') {
    this.nextU32 = mulberry32(deriveSeed(seed, label));
  }

  /** Unsigned 32-bit integer. */
  u32(): number {
    return this.nextU32();
  }

  /** Float in [0, 1). */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('Rng.weighted: empty list');
    return last[0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i += 4) {
      const v = this.nextU32();
      for (let k = 0; k < 4 && i + k < length; k++) out[i + k] = (v >>> (8 * k)) & 0xff;
    }
    return out;
  }

  /** An RFC 4122 version-4-shaped UUID drawn from this stream (16 bytes, version and variant bits set). */
  uuid(): string {
    const a = this.nextU32();
    const b = (this.nextU32() & 0xffff0fff) | 0x00004000;
    const c = (this.nextU32() & 0x3fffffff) | 0x80000000;
    const d = this.nextU32();
    return `${hex8(a)}-${hex8(b).slice(0, 4)}-${hex8(b).slice(4)}-${hex8(c).slice(0, 4)}-${hex8(c).slice(4)}${hex8(d)}`;
  }
}

function hex8(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}
