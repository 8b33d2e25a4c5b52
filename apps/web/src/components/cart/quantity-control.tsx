'use client';

import {
  canDecrease,
  canIncrease,
  commitQuantity,
  type PressRun,
  parseQuantityTyping,
  QUANTITY_COMMIT_DEBOUNCE_MS,
  QUANTITY_MESSAGE_MS,
  QUANTITY_OPTIMISTIC_MS,
  type QuantityCommitError,
  type QuantityRules,
  quantityText,
  recordPress,
  type StepDirection,
  startsTypingHint,
  stepQuantity,
} from '@chobep/domain/cart/commit-quantity';
import { formatQuantity } from '@chobep/domain/cart/format-quantity';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export type QuantityControlSize = 'card' | 'page' | 'line';

export interface QuantityControlProps {
  productId: string;
  productName: string;
  /** The committed quantity in the cart; 0 when the product is not in it. */
  value: number;
  rules: QuantityRules;
  /**
   * A new quantity for the cart (0 removes the line): after QUANTITY_COMMIT_DEBOUNCE_MS of quiet, or at
   * once on Enter, Tab or leaving the field. Fire and forget: the parent updates `value` (optimistically
   * is best) and sets it back to the server's quantity when the write fails or the server adjusts it.
   */
  onCommit(quantity: number): void;
  /** Visitors see 0, and any change asks them to sign in (spec/trading.md §4, §6). */
  signedIn: boolean;
  onRequireSignIn(): void;
  disabled?: boolean;
  /** card: product cards (fits a 140 px card); page: the product page; line: a cart line. */
  size?: QuantityControlSize;
}

type Message = { id: number; text: string; tone: 'error' | 'info' };

const SIZES: Record<QuantityControlSize, { root: string; button: string; input: string; add: string }> = {
  card: { root: 'w-full', button: 'size-11', input: 'text-sm', add: 'min-h-11 text-sm' },
  page: { root: 'w-full max-w-56', button: 'size-12', input: 'text-base', add: 'min-h-12 text-base' },
  line: { root: 'w-32', button: 'size-11 md:size-9', input: 'text-sm', add: 'min-h-11 text-sm' },
};

const STEP_BUTTON =
  'flex shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-neutral-300 aria-disabled:cursor-not-allowed aria-disabled:text-neutral-300 aria-disabled:hover:bg-transparent';

function Sign({ plus }: { plus: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5">
      <path d={plus ? 'M5 12h14M12 5v14' : 'M5 12h14'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="hidden h-4 w-4 shrink-0 @[9rem]:block">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The quantity control of spec/trading.md §2 and §5: minus, a text field, plus. The rules live in
 * packages/domain/src/cart/commit-quantity.ts (shared with the server); this component adds the timing:
 *
 * - A press or a keystroke shows at once and commits after QUANTITY_COMMIT_DEBOUNCE_MS of quiet, so a
 *   run of presses is one `onCommit`; Enter, Tab and leaving the field commit at once.
 * - When `value` changes (the server's word), it replaces what the control shows, but not within
 *   QUANTITY_OPTIMISTIC_MS of the buyer's own change, and never over an entry not yet committed.
 * - A refused entry reverts to the previous quantity and says why for QUANTITY_MESSAGE_MS, in a polite
 *   live region; so do the one-decimal rounding notice and the "type the quantity" hint after more than
 *   five rapid presses.
 * - At 0, cards and the product page show one "Add to cart" button instead (the common wholesale
 *   pattern: one clear action per card); it becomes the stepper at the first press, and focus follows.
 *   Cart lines always show the stepper.
 */
export function QuantityControl({
  productId,
  productName,
  value,
  rules,
  onCommit,
  signedIn,
  onRequireSignIn,
  disabled = false,
  size = 'card',
}: QuantityControlProps) {
  const t = useTranslations('cart');
  const lang = useLocale() === 'en' ? 'en' : 'vi';
  const messageId = useId();
  const shownValue = signedIn ? value : 0;
  const [quantity, setQuantityState] = useState(shownValue);
  const [text, setText] = useState(() => quantityText(shownValue, lang));
  /** What the field holds will not be committed (a decimal in a whole-unit product, letters): marked until then. */
  const [invalid, setInvalid] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const rootRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  /** What the control shows, for handlers that run before the next render. */
  const quantityRef = useRef(shownValue);
  /** The last quantity the cart is known to hold: the server's, or what this control last committed. */
  const baselineRef = useRef(shownValue);
  /** An entry (typed text, or a step's result as text) not committed yet. */
  const draftRef = useRef<string | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /** When the buyer last changed or committed the quantity: the start of the optimistic window. */
  const lastLocalRef = useRef(Number.NEGATIVE_INFINITY);
  const pressRef = useRef<PressRun | null>(null);
  const messageCount = useRef(0);
  /** Whether focus was inside the control when the quantity last changed: it follows a stepper/button swap. */
  const refocusRef = useRef(false);

  const sizes = SIZES[size];
  const collapsed = size !== 'line' && quantity === 0;

  function setQuantity(next: number) {
    refocusRef.current = rootRef.current?.contains(document.activeElement) ?? false;
    quantityRef.current = next;
    setQuantityState(next);
  }

  function say(textToSay: string, tone: Message['tone']) {
    messageCount.current += 1;
    setMessage({ id: messageCount.current, text: textToSay, tone });
  }

  function refusal(reason: Exclude<QuantityCommitError, 'EMPTY'>): string {
    switch (reason) {
      case 'FORMAT':
        return t('quantityFormat');
      case 'NO_DECIMALS':
        return t('quantityNoDecimals');
      case 'BELOW_MINIMUM':
        return t('quantityBelowMinimum', { min: formatQuantity(rules.min, lang) });
      case 'ABOVE_MAXIMUM':
        return t('quantityAboveMaximum', { max: formatQuantity(rules.max, lang) });
    }
  }

  /** Commits the pending entry, if any. `now`: Enter, Tab, leaving the field (the text is tidied too). */
  function flush(mode: 'debounce' | 'now') {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    const draft = draftRef.current;
    if (draft === null) return;
    draftRef.current = null;
    setInvalid(false);
    const previous = baselineRef.current;
    const result = commitQuantity(draft, previous, rules);
    lastLocalRef.current = Date.now();
    if (!result.ok) {
      if (result.reason !== 'EMPTY') say(refusal(result.reason), 'error');
      setQuantity(previous);
      setText(quantityText(previous, lang));
      return;
    }
    if (result.notice) say(t('quantityOneDecimal', { quantity: formatQuantity(result.quantity, lang) }), 'info');
    setQuantity(result.quantity);
    // While the buyer is still in the field, the debounce leaves "1." alone; a rounded value is shown.
    if (mode === 'now' || result.notice) setText(quantityText(result.quantity, lang));
    if (result.quantity !== previous) {
      baselineRef.current = result.quantity;
      onCommit(result.quantity);
    }
  }
  // The debounce timer and the unmount commit run after this render: they call the latest flush.
  const flushRef = useRef(flush);
  flushRef.current = flush;

  function schedule(draft: string) {
    draftRef.current = draft;
    lastLocalRef.current = Date.now();
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => flushRef.current('debounce'), QUANTITY_COMMIT_DEBOUNCE_MS);
  }

  /** The quantity a step starts from: the entry being typed when it reads as one, else what is shown. */
  function stepBase(): number {
    if (draftRef.current === null) return quantityRef.current;
    const typed = parseQuantityTyping(draftRef.current, quantityRef.current, rules);
    return typed.ok && typed.quantity !== null ? typed.quantity : quantityRef.current;
  }

  function step(direction: StepDirection, press: boolean) {
    if (disabled) return;
    if (!signedIn) {
      onRequireSignIn();
      return;
    }
    const base = stepBase();
    if (direction === 'up' ? !canIncrease(base, rules) : !canDecrease(base)) return;
    const next = stepQuantity(base, direction, rules);
    if (press) {
      pressRef.current = recordPress(pressRef.current, Date.now());
      if (startsTypingHint(pressRef.current)) say(t('quantityHint'), 'info');
    }
    setQuantity(next);
    setInvalid(false);
    setText(quantityText(next, lang));
    schedule(quantityText(next, lang));
  }

  function type(event: ChangeEvent<HTMLInputElement>) {
    if (!signedIn) {
      onRequireSignIn();
      return;
    }
    const entry = event.target.value;
    const typed = parseQuantityTyping(entry, quantityRef.current, rules);
    // A refused entry stays as typed until its commit restores the previous quantity: dropping the keystroke would
    // let the next digits join the earlier ones ("2" "," "5" read as 25 for a product sold by the pack).
    if (!typed.ok && !invalid) say(refusal(typed.reason), 'error');
    setInvalid(!typed.ok);
    setText(entry);
    schedule(entry);
  }

  function commitNow() {
    flush('now');
    setText(quantityText(quantityRef.current, lang));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 'up' : 'down', false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitNow();
    } else if (event.key === 'Tab') {
      // Not prevented: focus moves on, and the blur that follows finds nothing left to commit.
      commitNow();
    } else if (event.key === 'Escape' && draftRef.current !== null) {
      draftRef.current = null;
      window.clearTimeout(timerRef.current);
      setInvalid(false);
      setText(quantityText(quantityRef.current, lang));
    }
  }

  // The cart's quantity changed: it wins, after the optimistic window of the buyer's own last change.
  useEffect(() => {
    if (!signedIn) {
      draftRef.current = null;
      window.clearTimeout(timerRef.current);
      baselineRef.current = 0;
      quantityRef.current = 0;
      setQuantityState(0);
      setText('0');
      return;
    }
    const apply = () => {
      baselineRef.current = value;
      if (draftRef.current !== null) return; // the buyer's entry commits against the new baseline
      refocusRef.current = rootRef.current?.contains(document.activeElement) ?? false;
      quantityRef.current = value;
      setQuantityState(value);
      setText(quantityText(value, lang));
    };
    const wait = lastLocalRef.current + QUANTITY_OPTIMISTIC_MS - Date.now();
    if (wait <= 0) {
      apply();
      return;
    }
    const timer = window.setTimeout(apply, wait);
    return () => window.clearTimeout(timer);
  }, [value, signedIn, lang]);

  // A message shows for QUANTITY_MESSAGE_MS; a newer one restarts the clock.
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), QUANTITY_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  // Button and stepper swap at 0: focus moves to what replaced the focused element, not to the page.
  useEffect(() => {
    if (!refocusRef.current) return;
    refocusRef.current = false;
    (collapsed ? addRef.current : plusRef.current)?.focus();
  }, [collapsed]);

  // Leaving the page within the debounce still commits the last change.
  useEffect(
    () => () => {
      if (draftRef.current !== null) flushRef.current('now');
    },
    [],
  );

  const canMinus = canDecrease(quantity);
  const canPlus = canIncrease(quantity, rules);

  return (
    <div
      ref={rootRef}
      data-testid="quantity-control"
      data-product-id={productId}
      className={`@container relative ${sizes.root}`}
    >
      <div
        id={messageId}
        role="status"
        aria-live="polite"
        data-testid="quantity-message"
        className="pointer-events-none absolute inset-x-0 bottom-full z-10 mb-1 flex justify-center"
      >
        {message ? (
          <span
            key={message.id}
            className={`rounded-md px-2 py-1 text-center font-medium text-white text-xs leading-snug shadow-md ${
              message.tone === 'error' ? 'bg-red-700' : 'bg-neutral-900'
            }`}
          >
            {message.text}
          </span>
        ) : null}
      </div>
      {collapsed ? (
        <button
          ref={addRef}
          type="button"
          data-testid="add-to-cart"
          aria-label={t('addToCartLabel', { name: productName })}
          disabled={disabled}
          onClick={() => step('up', true)}
          className={`flex w-full items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-2 py-1 text-center font-semibold text-white leading-tight hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${sizes.add}`}
        >
          <CartIcon />
          {t('addToCart')}
        </button>
      ) : (
        <div className="flex w-full items-center rounded-lg bg-white ring-1 ring-neutral-300">
          <button
            type="button"
            data-testid="quantity-decrease"
            aria-label={t('decrease', { name: productName })}
            aria-disabled={!canMinus || undefined}
            disabled={disabled}
            onClick={() => step('down', true)}
            className={`${STEP_BUTTON} ${sizes.button}`}
          >
            <Sign plus={false} />
          </button>
          <input
            type="text"
            role="spinbutton"
            data-testid="quantity-input"
            inputMode={rules.allowDecimal ? 'decimal' : 'numeric'}
            enterKeyHint="done"
            autoComplete="off"
            aria-label={t('quantityLabel', { name: productName })}
            aria-valuenow={quantity}
            aria-valuemin={0}
            aria-valuemax={rules.max}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={text}
            onChange={type}
            onKeyDown={onKeyDown}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={commitNow}
            // The app's focus ring on the field itself (globals.css), drawn just inside its box: a ring on the wrapper
            // alone left the focused element without an outline of its own (the accessibility checks' rule).
            className={`min-w-0 flex-1 self-stretch rounded-md bg-transparent px-0 text-center font-semibold text-neutral-900 tabular-nums focus-visible:outline-offset-[-2px] disabled:text-neutral-400 ${sizes.input}`}
          />
          <button
            ref={plusRef}
            type="button"
            data-testid="quantity-increase"
            aria-label={t('increase', { name: productName })}
            aria-disabled={!canPlus || undefined}
            disabled={disabled}
            onClick={() => step('up', true)}
            className={`${STEP_BUTTON} ${sizes.button}`}
          >
            <Sign plus />
          </button>
        </div>
      )}
    </div>
  );
}
