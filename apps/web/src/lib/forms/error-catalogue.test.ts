import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/request';
import { failureText, fieldErrorText, loadErrorCatalogue } from './error-catalogue';

describe('the error catalogue of forms, loaded with their rules', () => {
  it('shows a server’s message as it is, and a code of the form’s own check translated once loaded', async () => {
    const server = { type: 'server', message: 'Email đã được sử dụng' } as const;
    const code = { type: 'custom', message: 'REQUIRED' } as const;
    expect(fieldErrorText(server, 'vi', { field: 'email' })).toBe('Email đã được sử dụng');
    expect(fieldErrorText(undefined, 'vi', { field: 'email' })).toBeNull();
    await loadErrorCatalogue();
    // The form's wording of a required field (PLEASE_INPUT), with the catalogue's label or the form's own.
    expect(fieldErrorText(code, 'vi', { field: 'password' })).toBe('Vui lòng nhập Mật khẩu!');
    expect(fieldErrorText(code, 'en', { label: 'Product name' })).toBe('Please input Product name!');
    expect(fieldErrorText({ type: 'custom', message: 'TEXT_TOO_LONG' }, 'en', { label: 'Link', max: 500 })).toContain(
      '500',
    );
    expect(fieldErrorText(server, 'en', { field: 'email' })).toBe('Email đã được sử dụng');
  });

  it('says what a failed call means: the API’s code when the catalogue knows it, else the fallback', async () => {
    expect(await failureText(new ApiError('FORBIDDEN', 'x'), 'en', 'SOMETHING_WRONG')).toBe(
      'You do not have permission to do this',
    );
    expect(await failureText(new ApiError('NETWORK_ERROR', 'x'), 'vi', 'SEND_REQUEST_FAILED')).toBe(
      'Gửi yêu cầu thất bại',
    );
    expect(await failureText(new Error('boom'), 'en', 'SOMETHING_WRONG')).toBe('Something wrong');
  });
});
