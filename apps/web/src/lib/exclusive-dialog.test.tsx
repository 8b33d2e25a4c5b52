// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DialogKind, useExclusiveDialog } from './exclusive-dialog';
import { SESSION_STORAGE_KEYS } from './storage-keys';

/** Renders one dialog's claim and shows whether it holds the slot. */
function Claim({ name, kind, wanted }: { name: string; kind: DialogKind; wanted: boolean }) {
  const shown = useExclusiveDialog(name, kind, wanted);
  return <output data-testid={name}>{shown ? 'shown' : 'hidden'}</output>;
}

function state(container: HTMLElement, name: string): string | null | undefined {
  return container.querySelector(`[data-testid="${name}"]`)?.textContent;
}

/** Lets the promotion's one-task wait run. */
async function nextTask() {
  await act(async () => {
    vi.advanceTimersByTime(1);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useExclusiveDialog: one dialog at a time', () => {
  it('a required dialog rendered with a promotion keeps it away, on this visit and after a reload', async () => {
    const { container, unmount } = render(
      <>
        <Claim name="home" kind="promotion" wanted />
        <Claim name="region" kind="required" wanted />
      </>,
    );
    await nextTask();
    expect(state(container, 'region')).toBe('shown');
    expect(state(container, 'home')).toBe('hidden');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.dialogInterruptedVisit)).toBe('1');
    unmount();

    // The reload after the region choice: no required dialog now, but the visit was interrupted.
    const reloaded = render(<Claim name="home" kind="promotion" wanted />);
    await nextTask();
    expect(state(reloaded.container, 'home')).toBe('hidden');
  });

  it('a promotion alone on a fresh visit opens, and gives way to a dialog the person opens', async () => {
    const { container, rerender } = render(
      <>
        <Claim name="home" kind="promotion" wanted />
        <Claim name="banner" kind="user" wanted={false} />
      </>,
    );
    await nextTask();
    expect(state(container, 'home')).toBe('shown');
    rerender(
      <>
        <Claim name="home" kind="promotion" wanted />
        <Claim name="banner" kind="user" wanted />
      </>,
    );
    expect(state(container, 'banner')).toBe('shown');
    expect(state(container, 'home')).toBe('hidden');
    // Closing the banner's dialog does not bring the promotion back on this page load.
    rerender(
      <>
        <Claim name="home" kind="promotion" wanted />
        <Claim name="banner" kind="user" wanted={false} />
      </>,
    );
    await nextTask();
    expect(state(container, 'home')).toBe('hidden');
    // A person-opened dialog does not count as an interruption of the visit.
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.dialogInterruptedVisit)).toBeNull();
  });

  it('a second required dialog waits for the first, then shows', async () => {
    const { container, rerender } = render(
      <>
        <Claim name="region" kind="required" wanted />
        <Claim name="age" kind="required" wanted />
      </>,
    );
    expect(state(container, 'region')).toBe('shown');
    expect(state(container, 'age')).toBe('hidden');
    rerender(
      <>
        <Claim name="region" kind="required" wanted={false} />
        <Claim name="age" kind="required" wanted />
      </>,
    );
    expect(state(container, 'region')).toBe('hidden');
    expect(state(container, 'age')).toBe('shown');
  });

  it('a promotion never opens while another dialog holds the slot', async () => {
    const { container } = render(
      <>
        <Claim name="banner" kind="user" wanted />
        <Claim name="home" kind="promotion" wanted />
      </>,
    );
    await nextTask();
    expect(state(container, 'banner')).toBe('shown');
    expect(state(container, 'home')).toBe('hidden');
  });
});
