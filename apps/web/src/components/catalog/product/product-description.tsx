'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The description, clamped to a few lines with Read more / Collapse (spec/trading.md §2). The full
 * text is in the HTML from the start (search engines read it); the button appears only when the text
 * is actually longer than the clamp.
 */
export function ProductDescription({ text }: { text: string }) {
  const t = useTranslations('productPage');
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    const element = box.current;
    if (element) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, []);
  return (
    <div>
      <div
        id={id}
        ref={box}
        data-testid="product-description"
        className={`whitespace-pre-line text-neutral-800 leading-relaxed ${expanded ? '' : 'line-clamp-5'}`}
      >
        {text}
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          data-testid="description-toggle"
          data-keep-clear=""
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 min-h-10 font-semibold text-brand-700 underline underline-offset-2"
        >
          {expanded ? t('collapse') : t('readMore')}
        </button>
      ) : null}
    </div>
  );
}
