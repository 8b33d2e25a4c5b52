'use client';

import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import * as Dialog from '@radix-ui/react-dialog';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useReturnFocus } from '@/lib/use-return-focus';
import type { CarouselSlide } from './banner-carousel';

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5">
      <path d="m5 5 10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

const CLOSE_BUTTON =
  'absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-neutral-700 shadow ring-1 ring-neutral-200 hover:bg-white';
const PRIMARY =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/**
 * The dialogs of the banners (spec/foundations.md §2.4, widths 500 and 800 of §9): ShowPopup shows
 * an optional picture, the HTML the API sanitised and a button that follows the banner's screen
 * when there is one (else it closes); ShowWebView frames its page under its title.
 */
export function BannerDialog({ slide, onClose }: { slide: CarouselSlide | null; onClose: () => void }) {
  const t = useTranslations('homePage');
  const action = slide?.action;
  const isPopup = action?.kind === 'popup';
  const isWebView = action?.kind === 'webView';
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={isPopup || isWebView} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        {slide && action?.kind === 'popup' ? (
          <Dialog.Content
            {...returnFocus}
            data-testid="banner-popup"
            aria-describedby={undefined}
            className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl"
          >
            {slide.popup?.imageUrl ? (
              // biome-ignore lint/performance/noImgElement: promotion art served by the API, sized to avoid layout shift
              <img
                src={slide.popup.imageUrl}
                alt=""
                width={720}
                height={900}
                style={{ backgroundColor: pickPictureTint(slide.popup.imageUrl) }}
                className="mx-auto block aspect-[4/5] h-auto max-h-[50dvh] w-auto max-w-full"
              />
            ) : null}
            <div className="p-6">
              <Dialog.Title className="pr-10 font-bold text-neutral-900 text-xl">{slide.title}</Dialog.Title>
              {slide.popup?.html ? (
                <div
                  data-testid="banner-popup-content"
                  className="mt-3 space-y-2 text-neutral-700 text-sm leading-relaxed [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises it to p, br, strong, em, lists and http(s) links
                  dangerouslySetInnerHTML={{ __html: slide.popup.html }}
                />
              ) : null}
              <div className="mt-6 flex justify-end">
                {action.button ? (
                  action.button.external ? (
                    <a
                      href={action.button.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      onClick={onClose}
                      data-testid="banner-popup-button"
                      className={PRIMARY}
                    >
                      {slide.popup?.buttonText || t('popupButton')}
                      <span className="sr-only"> {t('opensInNewTab')}</span>
                    </a>
                  ) : (
                    <Link
                      href={action.button.href}
                      prefetch={false}
                      onClick={onClose}
                      data-testid="banner-popup-button"
                      className={PRIMARY}
                    >
                      {slide.popup?.buttonText || t('popupButton')}
                    </Link>
                  )
                ) : (
                  <Dialog.Close data-testid="banner-popup-button" className={PRIMARY}>
                    {slide.popup?.buttonText || t('close')}
                  </Dialog.Close>
                )}
              </div>
            </div>
            <Dialog.Close aria-label={t('close')} className={CLOSE_BUTTON}>
              <CloseIcon />
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
        {slide && action?.kind === 'webView' ? (
          <Dialog.Content
            {...returnFocus}
            data-testid="banner-web-view"
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              returnFocus.onOpenAutoFocus();
              // Start on the close button: focus inside the framed page would keep Escape from reaching the dialog.
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-dialog-close]')?.focus();
            }}
            data-lock-scroll=""
            // As tall as the screen allows on a phone (the frame scrolls, not the dialog), at most 760 px.
            className="fixed top-1/2 left-1/2 z-50 flex h-[calc(100dvh-2rem)] max-h-[760px] w-[calc(100vw-2rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-4 shadow-xl sm:p-6"
          >
            <Dialog.Title className="pr-12 font-bold text-lg text-neutral-900">{slide.title}</Dialog.Title>
            <div className="mt-4 min-h-0 w-full flex-1 overflow-hidden rounded-lg bg-neutral-100">
              <iframe
                src={action.src}
                title={slide.title}
                data-testid="banner-web-view-frame"
                className="h-full w-full border-0"
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
            <a
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-block w-fit font-semibold text-brand-700 text-sm hover:underline"
            >
              {t('webViewOpen')}
            </a>
            <Dialog.Close aria-label={t('close')} data-dialog-close="" className={CLOSE_BUTTON}>
              <CloseIcon />
            </Dialog.Close>
          </Dialog.Content>
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
