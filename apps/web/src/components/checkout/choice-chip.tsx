import type { ReactNode } from 'react';

/**
 * A radio button drawn as a chip. The native input is the chip's box (transparent, layered under the words), so a
 * radio group keeps the browser's keyboard behaviour (Tab into the group, arrows to choose) and the focus ring is
 * drawn around the chip itself.
 */
export function ChoiceChip({
  name,
  value,
  checked,
  disabled,
  onChoose,
  testId,
  children,
  className = '',
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: (value: string) => void;
  testId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={`relative flex items-center justify-center rounded-xl px-2 py-1.5 text-center ${className}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => {
          if (event.target.checked) onChoose(value);
        }}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl border border-neutral-300 bg-white checked:border-brand-600 checked:bg-brand-600 hover:border-brand-500 disabled:cursor-not-allowed disabled:bg-neutral-100 checked:disabled:bg-brand-400"
      />
      <span className="pointer-events-none relative flex flex-col items-center text-neutral-900 peer-checked:text-white">
        {children}
      </span>
    </label>
  );
}
