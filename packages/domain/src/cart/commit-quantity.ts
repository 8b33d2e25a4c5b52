import type { Language } from '../platform/constants';

/**
 * The quantity rules of spec/trading.md §5 "Quantity input" and the timings of §9, in one place: the
 * web control (apps/web/src/components/cart/quantity-control.tsx) parses and commits with them, and
 * the server validates a cart write with `validateCartQuantity`, so the two cannot drift apart.
 *
 * Decisions where the spec leaves room (quoted in docs/decisions.md):
 *
 * - **Two decimals typed, one committed: rounding, with a notice.** The spec lets a buyer type up to two
 *   decimals ("2.25") but commit only one. Refusing 2.25 on commit would throw the buyer's entry away;
 *   instead the commit rounds half up to one decimal (2.25 → 2.3, 0.04 → 0.1) and says so with the
 *   ONE_DECIMAL message ("only one decimal digit is allowed, rounded to 2.3"), the spec's
 *   "decimal with one number" message. The minimum and maximum are checked on the rounded value. The
 *   server does not round: a write with more than one decimal is refused with QUANTITY_ONE_DECIMAL
 *   (float noise such as 1.5000000001 is not "more than one decimal").
 * - **A refused entry stays in the field until it is committed, then the previous quantity comes back.** A
 *   separator in a whole-number product ("2," → NO_DECIMALS) or a letter says why at the keystroke, but the
 *   keystroke is not dropped: a dropped comma made "2,5" read 25 once the 5 followed. The field shows what was
 *   typed, marked invalid, and the commit refuses it and restores the previous quantity. Numbers (steps, server
 *   values) are judged by value: 2.0 is 2.
 * - **The dot is a decimal point, like the comma**, in both languages (spec §5); no grouping is read, so a typed
 *   "1.000" is 1 with three decimals — refused (more than two decimals; no decimals at all in a whole-number
 *   product), never read as a thousand. The field writes its quantity with the page's separator (2,5 in
 *   Vietnamese, 2.5 in English) and no grouping.
 * - **Minus at the minimum removes.** "Minus disabled at or below min" and "floor 0" meet like this:
 *   `min` is the product's minimum order quantity (0 when it has none), and a line never holds a
 *   quantity between 0 and min. So minus steps down by 1 while the result stays at or above min, lands
 *   on min when a full step would pass below it (1.3 kg → 0.5 kg with a 0.5 kg minimum), and from min
 *   itself goes to 0, which removes the line. Minus is therefore disabled only at 0: the buyer can always
 *   empty a line with the same button that filled it, and never reaches a quantity the server refuses.
 *   Plus is the mirror image: from below min it lands on min (0 → 5 with a minimum of 5).
 * - **Plus is disabled when value + 1 would pass max** (value + 1 > max): at 99 of 100 plus still adds
 *   the hundredth; at 99.5 it is disabled and 100 can be typed.
 * - **An empty field reverts.** Clearing the field and leaving it restores the previous quantity; only
 *   an explicit 0 removes the line (an accidental backspace must not empty a cart line).
 * - **Rapid presses**: presses of minus/plus each less than RAPID_PRESS_WINDOW_MS after the previous one
 *   form one run — the same gap that keeps them in one debounced commit. The sixth press of a run
 *   (more than RAPID_PRESS_HINT_AFTER) shows the "type the quantity" hint.
 */

/** Quantity commit debounce after the last keystroke or press (spec §9). */
export const QUANTITY_COMMIT_DEBOUNCE_MS = 1000;
/** A local change shows at once; a change of the cart's quantity from the server wins after this (spec §9). */
export const QUANTITY_OPTIMISTIC_MS = 200;
/** How long a quantity message (error tooltip, hint) shows (spec §9 "error tooltip 2000 ms"). */
export const QUANTITY_MESSAGE_MS = 2000;
/** After more than this many rapid presses the "type the quantity" hint shows (spec §5). */
export const RAPID_PRESS_HINT_AFTER = 5;
/** Presses closer together than this are one rapid run: the commit debounce, so one run is one commit. */
export const RAPID_PRESS_WINDOW_MS = QUANTITY_COMMIT_DEBOUNCE_MS;
/** Several quantity changes within this are sent as one cart mutation (spec §9 "multi-quantity update"). */
export const CART_BATCH_DEBOUNCE_MS = 1000;

/** The maximum when nothing smaller applies (stock, a per-product limit, a recommendation card). */
export const DEFAULT_MAX_QUANTITY = 9999;
/** The maximum on recommendation cards (spec §9). */
export const RECOMMENDATION_MAX_QUANTITY = 100;
/** A nonzero quantity under this becomes this on commit (spec §5). */
export const SMALLEST_QUANTITY = 0.1;
/** Decimals kept while typing / on entry, and after a commit (spec §5). */
export const ENTRY_DECIMALS = 3;
export const COMMIT_DECIMALS = 1;
/** At most this many decimals may be typed (spec §5). */
export const TYPED_DECIMALS = 2;

export interface QuantityRules {
  /** Weight-priced products take fractional quantities (kg); others whole units only. */
  allowDecimal: boolean;
  /** The product's minimum order quantity (e.g. 1, 5 cartons, 0.5 kg); 0 when it has none. */
  min: number;
  /** The largest quantity (stock, limit, 100 on recommendation cards); DEFAULT_MAX_QUANTITY otherwise. */
  max: number;
}

/** Rules with the defaults filled in: no minimum, DEFAULT_MAX_QUANTITY. */
export function quantityRules(rules: {
  allowDecimal: boolean;
  min?: number | null;
  max?: number | null;
}): QuantityRules {
  return {
    allowDecimal: rules.allowDecimal,
    min: rules.min != null && rules.min > 0 ? rules.min : 0,
    max: rules.max != null && rules.max > 0 ? rules.max : DEFAULT_MAX_QUANTITY,
  };
}

/**
 * `q` rounded half away from zero to `decimals` places, without binary-float artefacts:
 * roundQuantity(0.1 + 0.2, 3) is 0.3 and roundQuantity(1.005, 2) is 1.01 (Math.round(1.005 * 100)
 * would give 1). Both the value and its scaled form are first cut to 15 significant digits, where a
 * double is exact for every quantity of numeric(12,3).
 */
export function roundQuantity(q: number, decimals: number): number {
  if (!Number.isFinite(q)) return q;
  const factor = 10 ** decimals;
  const clean = Number(Math.abs(q).toPrecision(15));
  const scaled = Number((clean * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return q < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A quantity as the input shows it: the language's decimal separator, no grouping, no trailing zeros (vi 1,5; en 1.5). */
export function quantityText(q: number, lang: Language): string {
  const text = String(roundQuantity(q, ENTRY_DECIMALS));
  return lang === 'vi' ? text.replace('.', ',') : text;
}

// ── Typing ────────────────────────────────────────────────────────────────────────────────────────

export type QuantityTypingError = 'FORMAT' | 'NO_DECIMALS';

export type QuantityTyping =
  /** A quantity being typed; `quantity` is null while nothing is typed ("" or "."). */
  | { ok: true; quantity: number | null }
  /** An entry that will not be committed: say why now; `quantity` is the previous one, which a commit restores. */
  | { ok: false; reason: QuantityTypingError; quantity: number };

const TYPED = /^\d*(?:\.\d*)?$/;

/**
 * One keystroke (or paste) in the quantity field: digits with an optional dot or comma (a comma
 * becomes a dot), at most two decimals, a decimal only where the product allows it. The value is
 * rounded to 3 decimals on entry.
 */
export function parseQuantityTyping(text: string, previous: number, rules: QuantityRules): QuantityTyping {
  const typed = text.trim().replace(',', '.');
  if (!TYPED.test(typed)) return { ok: false, reason: 'FORMAT', quantity: previous };
  const dot = typed.indexOf('.');
  if (dot >= 0 && !rules.allowDecimal) return { ok: false, reason: 'NO_DECIMALS', quantity: previous };
  if (dot >= 0 && typed.length - dot - 1 > TYPED_DECIMALS) {
    return { ok: false, reason: 'FORMAT', quantity: previous };
  }
  if (typed === '' || typed === '.') return { ok: true, quantity: null };
  return { ok: true, quantity: roundQuantity(Number(typed), ENTRY_DECIMALS) };
}

// ── Commit ────────────────────────────────────────────────────────────────────────────────────────

export type QuantityCommitError =
  | QuantityTypingError
  /** Under the product's minimum order quantity (0 excepted: it removes the line). */
  | 'BELOW_MINIMUM'
  | 'ABOVE_MAXIMUM'
  /** Nothing typed: the previous quantity stays, with no message. */
  | 'EMPTY';

export type QuantityCommit =
  /**
   * Commit `quantity` (0 removes the line). `notice: 'ONE_DECIMAL'` when it differs from what was
   * entered because only one decimal is kept (2.25 → 2.3, 0.04 → 0.1): the control says so.
   */
  | { ok: true; quantity: number; notice?: 'ONE_DECIMAL' }
  /** Revert to `quantity`, the previous one, and say why (except EMPTY). */
  | { ok: false; reason: QuantityCommitError; quantity: number };

/**
 * Enter, Tab, leaving the field or the debounce: the entry becomes the cart's quantity, rounded to one
 * decimal (a nonzero value under 0.1 becomes 0.1), or is refused and the previous quantity comes back.
 */
export function commitQuantity(entry: string | number, previous: number, rules: QuantityRules): QuantityCommit {
  let entered: number;
  if (typeof entry === 'string') {
    const typed = parseQuantityTyping(entry, previous, rules);
    if (!typed.ok) return typed;
    if (typed.quantity === null) return { ok: false, reason: 'EMPTY', quantity: previous };
    entered = typed.quantity;
  } else {
    if (!Number.isFinite(entry) || entry < 0) return { ok: false, reason: 'FORMAT', quantity: previous };
    // The raw value decides "nonzero": 0.0001 is raised to 0.1, not rounded to 0 (which would remove).
    const rounded = roundQuantity(entry, ENTRY_DECIMALS);
    entered = rounded === 0 && entry > 0 ? entry : rounded;
    if (!rules.allowDecimal && !Number.isInteger(entered)) {
      return { ok: false, reason: 'NO_DECIMALS', quantity: previous };
    }
  }
  if (entered === 0) return { ok: true, quantity: 0 };
  const quantity = entered < SMALLEST_QUANTITY ? SMALLEST_QUANTITY : roundQuantity(entered, COMMIT_DECIMALS);
  if (quantity < rules.min) return { ok: false, reason: 'BELOW_MINIMUM', quantity: previous };
  if (quantity > rules.max) return { ok: false, reason: 'ABOVE_MAXIMUM', quantity: previous };
  return quantity === entered ? { ok: true, quantity } : { ok: true, quantity, notice: 'ONE_DECIMAL' };
}

// ── Minus and plus ────────────────────────────────────────────────────────────────────────────────

export type StepDirection = 'down' | 'up';

/** Where plus would go: value + 1, or min when that is still under it. */
function stepUpTarget(value: number, rules: QuantityRules): number {
  const next = roundQuantity(value + 1, ENTRY_DECIMALS);
  return next < rules.min ? rules.min : next;
}

/**
 * Minus: −1 while the result stays at or above min, else min, and from min (or below) 0, which
 * removes the line. Plus: +1, or min from below it. A step that is not allowed returns `value`.
 */
export function stepQuantity(value: number, direction: StepDirection, rules: QuantityRules): number {
  if (direction === 'up') return canIncrease(value, rules) ? stepUpTarget(value, rules) : value;
  if (value <= 0) return 0;
  const next = roundQuantity(value - 1, ENTRY_DECIMALS);
  if (next > 0 && next >= rules.min) return next;
  return value > rules.min && rules.min > 0 ? rules.min : 0;
}

/** Minus is enabled whenever there is something to take away: at min it removes the line (see above). */
export function canDecrease(value: number): boolean {
  return value > 0;
}

/** Plus is disabled when value + 1 would pass max ("reaches" read as value + 1 > max). */
export function canIncrease(value: number, rules: QuantityRules): boolean {
  return stepUpTarget(value, rules) <= rules.max;
}

// ── Rapid presses ─────────────────────────────────────────────────────────────────────────────────

export interface PressRun {
  /** Presses in the current run. */
  count: number;
  /** When the last press happened (ms, any monotonic clock). */
  at: number;
}

/** The run after a press at `now`: one more press if it came within RAPID_PRESS_WINDOW_MS, else a new run. */
export function recordPress(run: PressRun | null, now: number): PressRun {
  const rapid = run !== null && now - run.at < RAPID_PRESS_WINDOW_MS;
  return { count: rapid ? run.count + 1 : 1, at: now };
}

/** True on the press that makes the run "more than 5 rapid presses": the hint shows once per run. */
export function startsTypingHint(run: PressRun): boolean {
  return run.count === RAPID_PRESS_HINT_AFTER + 1;
}

// ── Server ────────────────────────────────────────────────────────────────────────────────────────

export type CartQuantityCode =
  | 'QUANTITY_FORMAT'
  | 'QUANTITY_NO_DECIMALS'
  | 'QUANTITY_ONE_DECIMAL'
  | 'QUANTITY_BELOW_MINIMUM'
  | 'QUANTITY_ABOVE_MAXIMUM';

export type CartQuantityValidation = { ok: true; quantity: number } | { ok: false; code: CartQuantityCode };

/** Float noise allowed around a decimal quantity (1.5000000001 is 1.5); far below a thousandth. */
function isAbout(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
}

/**
 * A cart write's quantity on the server. The web control already commits valid quantities; this
 * refuses anything else rather than rounding it (a client that sends 2.25 has a bug to hear about).
 * 0 is valid and removes the line; the result is normalised to one decimal (no float noise).
 */
export function validateCartQuantity(quantity: number, rules: QuantityRules): CartQuantityValidation {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0) {
    return { ok: false, code: 'QUANTITY_FORMAT' };
  }
  if (!rules.allowDecimal && !isAbout(quantity, Math.round(quantity))) {
    return { ok: false, code: 'QUANTITY_NO_DECIMALS' };
  }
  const normalised = roundQuantity(quantity, COMMIT_DECIMALS);
  if (!isAbout(quantity, normalised)) return { ok: false, code: 'QUANTITY_ONE_DECIMAL' };
  if (normalised === 0) return { ok: true, quantity: 0 };
  if (normalised < rules.min) return { ok: false, code: 'QUANTITY_BELOW_MINIMUM' };
  if (normalised > rules.max) return { ok: false, code: 'QUANTITY_ABOVE_MAXIMUM' };
  return { ok: true, quantity: normalised };
}
