import { HOTLINE, HOTLINE_TEL, isPendingPath } from '@chobep/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Icon } from './icons';
import { PRIMARY_BUTTON } from './landing-ui';

/** The closing call to action of the landing pages: write to us, or call the hotline. */
export async function ContactBand({ title, body }: { title?: string; body?: string } = {}) {
  const t = await getTranslations('landing.contactBand');
  return (
    <section aria-labelledby="landing-contact-band" className="px-4 py-10 md:py-14">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 md:flex-row md:items-center md:justify-between md:p-10">
        <div className="max-w-2xl">
          <h2 id="landing-contact-band" className="font-bold text-2xl text-brand-900">
            {title ?? t('title')}
          </h2>
          <p className="mt-2 text-neutral-700">{body ?? t('body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The contact form is not built yet: the hotline alone until it is. */}
          {isPendingPath('/contact-us') ? null : (
            <Link href="/contact-us" className={PRIMARY_BUTTON}>
              {t('contactCta')}
            </Link>
          )}
          <a
            href={HOTLINE_TEL}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-white/70"
          >
            <Icon name="phone" className="h-5 w-5" />
            {t('hotlineCta', { hotline: HOTLINE })}
          </a>
        </div>
      </div>
    </section>
  );
}
