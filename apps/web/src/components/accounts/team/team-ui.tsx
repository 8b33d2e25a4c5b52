import Link from 'next/link';

export const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-sm text-white hover:bg-brand-700 disabled:opacity-60';
export const BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-neutral-300 bg-white px-5 font-semibold text-neutral-800 text-sm hover:bg-neutral-50 disabled:opacity-60';
export const BUTTON_DANGER =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-red-300 bg-white px-5 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-60';
export const INPUT =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 focus:border-brand-600';
export const CARD = 'rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6';

/** The two tabs of the team pages: users and groups, each shown to whoever may list them. */
export function TeamNav({
  current,
  labels,
  showUsers,
  showGroups,
}: {
  current: 'users' | 'groups';
  labels: { users: string; groups: string };
  showUsers: boolean;
  showGroups: boolean;
}) {
  const tab = (id: 'users' | 'groups', href: string, label: string) => (
    <Link
      href={href}
      prefetch={false}
      aria-current={current === id ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-sm ${
        current === id ? 'bg-brand-600 text-white' : 'bg-neutral-100 text-neutral-800 hover:bg-neutral-200'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <nav className="mt-4 flex gap-2" aria-label={`${labels.users} / ${labels.groups}`}>
      {showUsers ? tab('users', '/user-management', labels.users) : null}
      {showGroups ? tab('groups', '/group-management', labels.groups) : null}
    </nav>
  );
}

/** A page-level message: not found, failed to load, an invitation that cannot be used. */
export function TeamNotice({ title, body, action }: { title: string; body?: string; action?: React.ReactNode }) {
  return (
    <div
      data-testid="team-notice"
      className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 text-center sm:p-10"
    >
      <h2 className="font-semibold text-lg text-neutral-900">{title}</h2>
      {body ? <p className="mt-2 text-neutral-600">{body}</p> : null}
      {action}
    </div>
  );
}

/** A mutation's userErrors, or the generic failure message, in a live region. */
export function FormMessage({ messages, tone = 'error' }: { messages: string[]; tone?: 'error' | 'ok' }) {
  if (messages.length === 0) return null;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
