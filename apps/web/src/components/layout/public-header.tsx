import { getTranslations } from 'next-intl/server';
import { BackHomeLink } from './back-home-link';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';

/** Header of the public layout (spec/foundations.md §2.3): back to home, the brand, EN/VI. */
export async function PublicHeader({ signedIn }: { signedIn: boolean }) {
  const t = await getTranslations('common');
  return (
    <header className="border-neutral-200 border-b bg-white">
      <div className="mx-auto grid max-w-5xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 py-2">
        <div>
          <BackHomeLink />
        </div>
        <p className="flex items-center gap-2 font-bold text-brand-700 text-lg">
          <LogoMark className="h-8 w-8" />
          <span className="hidden sm:inline">{t('brand')}</span>
        </p>
        <div className="flex justify-end">
          <LanguageSwitch signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
