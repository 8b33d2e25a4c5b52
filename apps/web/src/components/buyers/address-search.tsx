'use client';

import { MAP_INPUT_MAX, MAP_INPUT_MIN } from '@chobep/domain/geo/map-limits';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { StoreDialogMapAutocompleteQuery } from '@/lib/api/geo';

export interface AddressSuggestion {
  placeId: string;
  name: string;
  address: string;
  description: string;
}

/** Address search debounce (foundations §9). */
const DEBOUNCE_MS = 300;

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; suggestions: AddressSuggestion[]; message: string | null }
  | { kind: 'failed'; message: string };

/**
 * The store dialog's address search (foundations §4 map address flow), shown when a maps service is configured:
 * a combobox whose suggestions come from mapAutocomplete, 300 ms after the last keystroke. The list is a listbox
 * navigated with the arrow keys (Home/End too), Enter chooses the highlighted suggestion, Escape closes; while it
 * loads, three skeleton bars; a failure or no result shows the server's message. Editing the text tells the dialog
 * (the chosen place no longer holds); choosing hands the suggestion over and closes the list.
 */
export function AddressSearch({
  value,
  onTextChange,
  onChoose,
  busy,
}: {
  value: string;
  /** The user edited the text: the chosen place is cleared by the dialog. */
  onTextChange: (text: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** The chosen place is being fetched. */
  busy: boolean;
}) {
  const t = useTranslations('storeDialog');
  const ids = { input: useId(), list: useId(), note: useId(), status: useId() };
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  // The text the user typed (not one set by choosing a suggestion) is what is searched.
  const [query, setQuery] = useState('');
  const request = useRef(0);

  useEffect(() => {
    const text = query.trim();
    if (text.length < MAP_INPUT_MIN) {
      setState({ kind: 'idle' });
      return;
    }
    const id = ++request.current;
    setState({ kind: 'loading' });
    const timer = setTimeout(() => {
      browserRequest(StoreDialogMapAutocompleteQuery, { input: text })
        .then(({ mapAutocomplete: answer }) => {
          if (id !== request.current) return;
          const failed = answer.warning && answer.warning.code !== 'MAP_LOCATION_NOT_FOUND';
          setState(
            failed && answer.warning
              ? { kind: 'failed', message: answer.warning.message }
              : { kind: 'loaded', suggestions: answer.suggestions, message: answer.warning?.message ?? null },
          );
          setActive(answer.suggestions.length > 0 ? 0 : -1);
        })
        .catch(() => {
          if (id === request.current) setState({ kind: 'failed', message: t('mapFailed') });
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, t]);

  const suggestions = state.kind === 'loaded' ? state.suggestions : [];
  const expanded = open && state.kind !== 'idle';
  const optionId = (i: number) => `${ids.list}-${i}`;

  const choose = (s: AddressSuggestion) => {
    setOpen(false);
    setQuery('');
    onChoose(s);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active >= last ? 0 : active + 1),
      ArrowUp: () => (active <= 0 ? last : active - 1),
      Home: () => 0,
      End: () => last,
    };
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key === 'Enter') {
      // Never submits the form from here: Enter chooses, or does nothing.
      event.preventDefault();
      const s = expanded ? suggestions[active] : undefined;
      if (s) choose(s);
      return;
    }
    const move = moves[event.key];
    if (!move || suggestions.length === 0 || (event.key !== 'ArrowDown' && !expanded)) return;
    event.preventDefault();
    setOpen(true);
    setActive(expanded ? move() : Math.max(active, 0));
  };

  return (
    <div data-testid="address-search">
      <label htmlFor={ids.input} className="font-medium text-neutral-800 text-sm">
        {t('searchLabel')}
      </label>
      <input
        id={ids.input}
        data-testid="address-search-input"
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 && suggestions[active] ? optionId(active) : undefined}
        aria-describedby={ids.note}
        aria-busy={busy}
        autoComplete="off"
        maxLength={MAP_INPUT_MAX}
        value={value}
        placeholder={t('searchPlaceholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          onTextChange(event.target.value);
        }}
        onKeyDown={onKey}
        onBlur={() => setOpen(false)}
        className="mt-1 min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-600"
      />
      <p id={ids.note} className="mt-1 text-neutral-600 text-xs">
        {busy ? t('placeLoading') : t('searchNote')}
      </p>
      {/* In the flow (not floating): the dialog's body scrolls, and a phone has no room beside the field. */}
      <div
        id={ids.list}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded || suggestions.length === 0}
        data-testid="address-suggestions"
        data-state={state.kind}
        className="mt-1 max-h-[174px] overflow-y-auto rounded-xl border border-neutral-200 bg-white py-1 shadow-sm"
      >
        {suggestions.map((s, i) => (
          <div
            key={s.placeId}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            data-testid="address-suggestion"
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(s);
            }}
            onMouseEnter={() => setActive(i)}
            className="cursor-pointer px-3 py-2 aria-selected:bg-brand-50"
          >
            <span className="block font-medium text-neutral-900 text-sm">{s.name}</span>
            {s.address ? <span className="block text-neutral-600 text-xs">{s.address}</span> : null}
          </div>
        ))}
      </div>
      <div id={ids.status} role="status" aria-live="polite" hidden={!expanded || suggestions.length > 0}>
        {state.kind === 'loading' ? (
          <div
            data-testid="address-suggestions-loading"
            className="mt-1 space-y-2 rounded-xl border border-neutral-200 p-3"
          >
            <span className="sr-only">{t('searching')}</span>
            {[0, 1, 2].map((i) => (
              <div key={i} aria-hidden="true" className="h-4 animate-pulse rounded bg-neutral-200" />
            ))}
          </div>
        ) : state.kind === 'failed' ? (
          <p
            data-testid="address-suggestions-failed"
            className="mt-1 rounded-xl bg-red-50 px-3 py-2 text-red-800 text-sm"
          >
            {state.message}
          </p>
        ) : state.kind === 'loaded' && suggestions.length === 0 ? (
          <p data-testid="address-suggestions-empty" className="mt-1 px-1 text-neutral-700 text-sm">
            {state.message ?? t('noSuggestions')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
