import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadErrorCatalogue } from './error-catalogue';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema (a form calls it when it is first focused), so the first check does not wait. */
  preload: () => void;
};

/**
 * react-hook-form's zodResolver with the schema — and zod with it, ≈ 30 kB of compressed JavaScript — loaded when
 * the form is first focused or checked rather than with the page (docs/performance.md, "JavaScript budgets"). The
 * rules stay the shared schema the API applies. Should the code not load (the network went away), the form is sent
 * unchecked and the API's own check of the same schema answers field by field.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () => {
    if (!loading) {
      // The catalogue with the rules: the errors they find are codes, which fieldErrorText translates.
      loading = Promise.all([loadSchema(), import('@hookform/resolvers/zod'), loadErrorCatalogue()]).then(
        ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
      );
      // A failed load is tried again next time.
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>;
    try {
      check = await load();
    } catch (error) {
      console.error('The form rules could not be loaded; the server checks the form', error);
      return { values: values as unknown as Output, errors: {} };
    }
    return check(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
