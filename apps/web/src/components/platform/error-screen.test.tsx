// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, vi as viMessages } from '../../../messages';
import { ErrorScreen } from './error-screen';

/**
 * The crash screen's report form checks its fields with the shared error catalogue, which it loads when a report is
 * first sent (it is in every page's JavaScript, the catalogue is not): the messages must still come, in each language,
 * and a valid report goes to the API.
 */
const request = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/browser', () => ({ browserRequest: request }));

function renderScreen(locale: 'vi' | 'en') {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'vi' ? viMessages : en} timeZone="Asia/Ho_Chi_Minh">
      <ErrorScreen error={new Error('boom')} retry={() => undefined} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  request.mockReset();
});

describe('ErrorScreen report form', () => {
  it.each([
    ['vi', 'Gửi báo cáo', 'Email', 'Vui lòng nhập đúng địa chỉ email', 'Vui lòng nhập Mô tả sự cố!'],
    ['en', 'Send report', 'Email', 'Please enter a correct email address', 'Please input What happened!'],
  ] as const)(
    '%s: refuses a wrong e-mail and an empty description with the catalogue’s messages',
    async (locale, submit, email, wrongEmail, required) => {
      renderScreen(locale);
      fireEvent.change(screen.getByLabelText(email), { target: { value: 'not-an-email' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(wrongEmail)).toBeTruthy();
      expect(screen.getByText(required)).toBeTruthy();
      expect(request).not.toHaveBeenCalled();
    },
  );

  it('sends a valid report', async () => {
    request.mockResolvedValue({ submitErrorReport: { success: true, userErrors: [] } });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderScreen('en');
    fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'The cart broke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
