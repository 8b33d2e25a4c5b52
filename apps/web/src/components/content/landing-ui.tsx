import { pickPictureTint } from '@chobep/domain/catalog/pick-picture-tint';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';

/** Building blocks of the landing pages: server components that receive translated text. */

export const PRIMARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-600 bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50';

export function LandingHero({
  id,
  eyebrow,
  title,
  lead,
  actions,
  aside,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-brand-100 border-b bg-gradient-to-br from-brand-50 via-white to-brand-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p>
          <h1 id={id} data-testid="landing-title" className="mt-2 font-bold text-3xl text-brand-900 md:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-700">{lead}</p>
          {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}

/** A page section with its h2; `action` sits beside the heading (e.g. a see-all link). */
export function LandingSection({
  id,
  title,
  intro,
  action,
  tone = 'plain',
  children,
  testId,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} data-testid={testId} className={tone === 'tinted' ? 'bg-neutral-50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div className="max-w-3xl">
            <h2 id={id} className="font-bold text-2xl text-neutral-900 md:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-neutral-700">{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

export function SeeAllLink({ href, label, srLabel }: { href: string; label: string; srLabel: string }) {
  return (
    <Link
      href={href}
      aria-label={srLabel}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {label}
      <Icon name="arrowRight" className="h-4 w-4" />
    </Link>
  );
}

export interface ValuePoint {
  icon: IconName;
  title: string;
  body: string;
}

export function ValuePoints({ points }: { points: readonly ValuePoint[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {points.map((point) => (
        <li key={point.title} className="rounded-2xl border border-neutral-200 bg-white p-5">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={point.icon} />
          </span>
          <h3 className="mt-4 font-semibold text-lg text-neutral-900">{point.title}</h3>
          <p className="mt-1 text-neutral-700 text-sm">{point.body}</p>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-neutral-900">{step.title}</h3>
            <p className="mt-1 text-neutral-700 text-sm">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Figures read from the API (label under a large value). */
export function StatList({ stats, testId }: { stats: readonly { value: string; label: string }[]; testId?: string }) {
  return (
    <dl data-testid={testId} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
          <dt className="text-neutral-600 text-sm">{stat.label}</dt>
          <dd className="font-bold text-2xl text-brand-800 md:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Said in place of a data section that could not be loaded (the rest of the page stands). */
export function DataNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 text-sm">
      {children}
    </p>
  );
}

/** Decorative tiles for the hero: pictures of the page's own data (empty alt: the text says it). */
export function HeroPictures({ images }: { images: readonly string[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-4" aria-hidden="true">
      {images.slice(0, 4).map((src, index) => (
        <li
          key={src}
          className={`flex aspect-square items-center justify-center rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 ${index % 2 ? 'translate-y-6' : ''}`}
        >
          {/* biome-ignore lint/performance/noImgElement: small same-origin SVG pictures, no optimiser needed */}
          <img
            src={src}
            alt=""
            width={120}
            height={120}
            style={{ backgroundColor: pickPictureTint(src) }}
            className="h-full w-full rounded-2xl object-contain"
          />
        </li>
      ))}
    </ul>
  );
}
