import { getTranslations } from 'next-intl/server';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '@/lib/app-links';

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9c-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2zM13.9 5.3c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
      />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" focusable="false">
      <path fill="#34a853" d="M3.6 2.3 13.5 12l-9.9 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" />
      <path fill="#fbbc04" d="m16.8 8.7-3.3 3.3 3.3 3.3 3.8-2.2c.9-.5.9-1.8 0-2.3z" />
      <path fill="#ea4335" d="M3.6 21.7 13.5 12l3.3 3.3L5 22c-.5.3-1 .2-1.4-.3z" />
      <path fill="#4285f4" d="M3.6 2.3c.4-.5.9-.6 1.4-.3l11.8 6.7-3.3 3.3z" />
    </svg>
  );
}

/** App Store and Google Play badges, drawn locally (no external image hosts) and translated. */
export async function AppStoreLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = await getTranslations('apps');
  const badge =
    tone === 'dark'
      ? 'bg-black text-white hover:bg-neutral-800 border-black'
      : 'bg-white text-neutral-900 hover:bg-neutral-100 border-neutral-300';
  const items = [
    { href: APP_STORE_URL, icon: <AppleIcon />, small: t('appStoreSmall'), big: 'App Store', id: 'app-store' },
    { href: GOOGLE_PLAY_URL, icon: <PlayIcon />, small: t('googlePlaySmall'), big: 'Google Play', id: 'google-play' },
  ];
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('label')}>
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`${item.id}-link`}
            className={`inline-flex h-12 min-w-40 items-center gap-2 rounded-lg border px-3 transition-colors ${badge}`}
          >
            {item.icon}
            <span className="flex flex-col leading-tight">
              <span className="text-[11px]">{item.small}</span>
              <span className="font-semibold text-base">{item.big}</span>
            </span>
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
