/** The initials of a name: first and last word ("Nguyễn Văn An" → "NA"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * A user's picture (an upload of the account page), or their initials on the brand colour. Decorative, unless
 * `decorative` is false: then the initials are text of the control they sit in, whose name must hold what it shows.
 */
export function UserAvatar({
  name,
  imageUrl,
  size = 32,
  testId,
  decorative = true,
}: {
  name: string;
  imageUrl: string | null | undefined;
  size?: number;
  testId?: string;
  decorative?: boolean;
}) {
  const box = { width: size, height: size };
  if (imageUrl) {
    return (
      // Plain img: an avatar is a small picture served by the API (/media/uploads), shown at its own size.
      // biome-ignore lint/performance/noImgElement: see above
      <img
        src={imageUrl}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        style={box}
        data-testid={testId}
        className="shrink-0 rounded-full bg-neutral-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden={decorative || undefined}
      style={{ ...box, fontSize: Math.round(size * 0.4) }}
      data-testid={testId}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
    >
      {initialsOf(name)}
    </span>
  );
}
