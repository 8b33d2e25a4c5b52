/** The Chợ Bếp mark: a market basket with a leaf, in the brand green. Decorative; the link names it. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#4b9c63" />
      <path d="M9 17h22l-2.4 11.2A3 3 0 0 1 25.7 31H14.3a3 3 0 0 1-2.9-2.8z" fill="#fff" />
      <path d="M14 17l4-7M26 17l-4-7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M20 21c3.5 0 5.5 2 5.5 5-3.5 0-5.5-2-5.5-5z" fill="#4b9c63" />
      <path d="M20 21v6" stroke="#4b9c63" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className={`${compact ? 'hidden sm:inline' : ''} font-bold text-brand-700 text-xl tracking-tight`}>
        Chợ Bếp
      </span>
    </span>
  );
}
