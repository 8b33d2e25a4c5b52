'use client';

/** "In phiếu / Print": the browser's print dialog; the page's `print:` styles leave only the note on paper. */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" data-testid="delivery-note-print" onClick={() => window.print()} className={className}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
        <path d="M6 14h12v8H6z" />
      </svg>
      {label}
    </button>
  );
}
