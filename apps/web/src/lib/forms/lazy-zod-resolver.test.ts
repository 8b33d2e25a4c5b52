import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ login: z.string().trim().min(1, 'REQUIRED') });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('lazyZodResolver', () => {
  it('checks with the schema it loads, once, the first time it is asked or preloaded', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Input, Output>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    const refused = await resolver({ login: '  ' }, undefined, options);
    expect(refused.errors.login?.message).toBe('REQUIRED');
    const accepted = await resolver({ login: ' an ' }, undefined, options);
    expect(accepted).toEqual({ values: { login: 'an' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends the form unchecked when the rules cannot load, and tries again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(schema);
    const resolver = lazyZodResolver<Input, Output>(load);
    expect(await resolver({ login: '' }, undefined, options)).toEqual({ values: { login: '' }, errors: {} });
    expect(error).toHaveBeenCalled();
    expect((await resolver({ login: '' }, undefined, options)).errors.login?.message).toBe('REQUIRED');
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
