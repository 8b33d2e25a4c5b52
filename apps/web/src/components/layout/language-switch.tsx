'use client';

import { COOKIES, LANGUAGES, type Language } from '@chobep/domain/platform/constants';
import { languageSwitchHref } from '@chobep/domain/platform/lang-url';
import { matchRoute } from '@chobep/domain/platform/routes';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserRequest } from '@/lib/api/browser';
import { UpdateLangMutation } from '@/lib/api/documents';
import { ONE_YEAR_SECONDS, writeCookie } from '@/lib/client-cookies';
import { useHydrated } from '@/lib/use-hydrated';

const NAMES: Record<Language, string> = { vi: 'Tiếng Việt', en: 'English' };

/**
 * EN/VI switch (spec/foundations.md §2.3, §4): stores the language, tells the API for a signed-in
 * user (its failure does not matter), then reloads; ?lang= is kept only on pages that carry it.
 */
export function LanguageSwitch({ signedIn, tone = 'light' }: { signedIn: boolean; tone?: 'light' | 'dark' }) {
  const t = useTranslations('language');
  const locale = useLocale() as Language;
  const [pending, setPending] = useState<Language | null>(null);
  // The switch works by script (the API must hear a signed-in user's choice): until the page has hydrated the
  // buttons are disabled, so a tap in that moment is visibly not taken instead of silently lost.
  const hydrated = useHydrated();

  async function choose(lang: Language) {
    if (lang === locale || pending) return;
    setPending(lang);
    writeCookie(COOKIES.language, lang, ONE_YEAR_SECONDS);
    if (signedIn) {
      await browserRequest(UpdateLangMutation, { lang }).catch((error: unknown) => {
        console.warn('meUpdateLang failed', error);
      });
    }
    const { pathname, search } = window.location;
    const href = languageSwitchHref(pathname, search, lang, Boolean(matchRoute(pathname)?.langParam));
    if (href === `${pathname}${search}`) window.location.reload();
    else window.location.assign(href);
  }

  const idle = tone === 'light' ? 'text-neutral-700 hover:bg-neutral-100' : 'text-white hover:bg-white/10';
  return (
    <fieldset
      data-testid="language-switch"
      className={`inline-flex items-center rounded-full border p-0.5 text-sm ${tone === 'light' ? 'border-neutral-300' : 'border-white/40'}`}
    >
      <legend className="sr-only">{t('label')}</legend>
      {LANGUAGES.map((lang) => {
        const active = lang === locale;
        return (
          <button
            key={lang}
            type="button"
            lang={lang}
            aria-pressed={active}
            aria-busy={pending === lang}
            disabled={!hydrated || pending !== null}
            data-testid={`lang-${lang}`}
            onClick={() => choose(lang)}
            className={`min-h-9 min-w-11 rounded-full px-2.5 font-semibold uppercase transition-colors disabled:cursor-wait ${
              active ? 'bg-brand-600 text-white' : idle
            }`}
          >
            {lang}
            <span className="sr-only"> {NAMES[lang]}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
