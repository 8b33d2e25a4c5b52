// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, vi as viMessages } from '../../../messages';

const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/browser', () => ({ browserRequest: request }));

import { ChangePasswordForm } from './change-password-form';

/**
 * The change-password form (meUpdatePassword) is mounted by the account page of another part of issue 15; no
 * browser test reaches it from this branch, so its behaviour is tested here against a stubbed call.
 */
afterEach(cleanup);
beforeEach(() => request.mockReset());

function renderIn(locale: 'vi' | 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : viMessages} timeZone="Asia/Ho_Chi_Minh">
      <ChangePasswordForm />
    </NextIntlClientProvider>,
  );
}

function fill(current: string, password: string, confirm: string) {
  fireEvent.input(screen.getByTestId('change-current'), { target: { value: current } });
  fireEvent.input(screen.getByTestId('change-password-new'), { target: { value: password } });
  fireEvent.input(screen.getByTestId('change-confirm'), { target: { value: confirm } });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByTestId('change-password').querySelector('form') as HTMLFormElement);
  });
}

describe('ChangePasswordForm', () => {
  it.each([
    ['vi', '', 'matkhau2026', 'matkhau2026', 'change-current-error', 'Vui lòng nhập Mật khẩu hiện tại!'],
    [
      'en',
      'chobep123',
      'short1',
      'short1',
      'change-password-new-error',
      'The password must be at least 8 characters long',
    ],
    ['en', 'chobep123', 'no digits', 'no digits', 'change-password-new-error', 'The password must not contain spaces'],
    ['vi', 'chobep123', 'matkhau2026', 'matkhau2027', 'change-confirm-error', 'Mật khẩu xác nhận không khớp!'],
    [
      'en',
      'chobep123',
      'chobep123',
      'chobep123',
      'change-password-new-error',
      'The new password must be different from the current one',
    ],
  ] as const)(
    '%s: refuses %j / %j / %j before calling the server',
    async (locale, current, password, confirm, testId, message) => {
      renderIn(locale);
      fill(current, password, confirm);
      await submit();
      await waitFor(() => expect(screen.getByTestId(testId).textContent).toBe(message));
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('sends the three fields and says the other sessions were signed out', async () => {
    request.mockResolvedValue({ meUpdatePassword: { success: true, userErrors: [] } });
    renderIn('en');
    fill('chobep123', 'matkhau2026', 'matkhau2026');
    await submit();
    await waitFor(() => expect(screen.getByTestId('change-password-done')).toBeTruthy());
    expect(request.mock.calls[0]?.[1]).toEqual({
      input: { currentPassword: 'chobep123', password: 'matkhau2026', confirmPassword: 'matkhau2026' },
    });
    expect(screen.getByTestId('change-password-done').textContent).toBe(
      'Password changed. Your other sessions have been signed out.',
    );
    // The fields are emptied.
    expect((screen.getByTestId('change-current') as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s answer under its field (a wrong current password)', async () => {
    request.mockResolvedValue({
      meUpdatePassword: {
        success: false,
        userErrors: [
          { field: 'currentPassword', code: 'CURRENT_PASSWORD_WRONG', message: 'Mật khẩu hiện tại không đúng' },
        ],
      },
    });
    renderIn('vi');
    fill('sai-mat-khau1', 'matkhau2026', 'matkhau2026');
    await submit();
    await waitFor(() =>
      expect(screen.getByTestId('change-current-error').textContent).toBe('Mật khẩu hiện tại không đúng'),
    );
    expect(screen.queryByTestId('change-password-done')).toBeNull();
  });
});
