import { ERROR_MESSAGES, type ErrorCode, type Language } from '@chobep/domain';
import type { z } from 'zod';
import { failed, type PayloadShape, userError } from './payload';

/**
 * A shared schema's refusals as userErrors, one per field (the form shows each under its field). The schemas'
 * messages are error codes; an unknown one (zod's own, e.g. a wrong type) is reported as REQUIRED of its field.
 * `params` fills placeholders such as {max} per field.
 */
export function zodUserErrors(
  error: z.ZodError,
  lang: Language,
  params: Record<string, Record<string, string | number>> = {},
): PayloadShape {
  const seen = new Set<string>();
  const errors = error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) return [];
    seen.add(field);
    const code = (issue.message in ERROR_MESSAGES ? issue.message : 'REQUIRED') as ErrorCode;
    return [userError(code, lang, field || null, params[field] ?? {})];
  });
  return failed(...errors);
}
