// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../../messages';

const request = vi.hoisted(() => vi.fn());
const refresh = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/browser', () => ({ browserRequest: request }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

import { InvitePanel } from './invite-panel';

/** What the invite panel makes of companyInviteUsers' answers (issue 22: a re-send, a refused call). */
afterEach(cleanup);
beforeEach(() => {
  request.mockReset();
  refresh.mockReset();
});

async function send(emails: string) {
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Ho_Chi_Minh">
      <InvitePanel groups={[]} stores={[]} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByTestId('invite-open'));
  const field = screen.getByLabelText('Emails') as HTMLTextAreaElement;
  fireEvent.change(field, { target: { value: emails } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('invite-panel'));
  });
  return field;
}

describe('InvitePanel', () => {
  it('an address invited moments ago is said as done, with its message; only problems stay in the field', async () => {
    const recent = 'an@x.vn was invited at 14:05; the mail was not sent again. It can be sent again after 14:20.';
    request.mockResolvedValue({
      companyInviteUsers: {
        success: false,
        userErrors: [{ field: 'emails', code: 'INVITE_EMAIL_INVALID', message: 'x@@y is not a valid email' }],
        results: [
          { email: 'an@x.vn', outcome: 'ALREADY_INVITED', message: recent },
          { email: 'binh@x.vn', outcome: 'INVITED', message: null },
          { email: 'x@@y', outcome: 'INVALID', message: 'x@@y is not a valid email' },
        ],
      },
    });
    const field = await send('an@x.vn, binh@x.vn, x@@y');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(recent));
    expect(screen.getByRole('status').textContent).toContain('Invitation sent to binh@x.vn');
    expect(screen.getByRole('alert').textContent).toBe('x@@y is not a valid email');
    expect(field.value).toBe('x@@y');
    expect(refresh).toHaveBeenCalled();
  });

  it('a refused call (too many invitations) keeps the whole list to send later', async () => {
    request.mockResolvedValue({
      companyInviteUsers: {
        success: false,
        userErrors: [
          {
            field: 'emails',
            code: 'TOO_MANY_REQUESTS',
            message: 'You have sent too many requests. Please try again in 42 minutes.',
          },
        ],
        results: [],
      },
    });
    const field = await send('an@x.vn, binh@x.vn');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have sent too many requests. Please try again in 42 minutes.',
      ),
    );
    expect(field.value).toBe('an@x.vn, binh@x.vn');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
