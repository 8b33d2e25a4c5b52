'use client';

import { MESSAGE_DISPLAY_MS } from '@chobep/domain/platform/constants';
import { useEffect } from 'react';

/** A short status line (note saved, favourite failed…), announced to screen readers. */
export function Toast({
  message,
  tone,
  onDone,
}: {
  message: string | null;
  tone: 'success' | 'error';
  onDone: () => void;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, MESSAGE_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);
  if (!message) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`toast-${tone}`}
      className={`fixed bottom-4 left-1/2 z-[60] w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded-xl px-4 py-3 font-medium text-sm text-white shadow-lg ${
        tone === 'error' ? 'bg-red-700' : 'bg-neutral-900'
      }`}
    >
      {message}
    </div>
  );
}
