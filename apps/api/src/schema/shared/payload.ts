import { DomainError, type ErrorCode, fieldLabel, type Language, translateError } from '@chobep/domain';
import { GraphQLError } from 'graphql';
import { builder } from '../../builder';

export interface UserErrorShape {
  field: string | null;
  message: string;
  code: string;
}

export interface PayloadShape {
  success: boolean;
  userErrors: UserErrorShape[];
}

export const UserError = builder.objectRef<UserErrorShape>('UserError').implement({
  description: 'A problem with the input of a mutation, translated to the request language.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    message: t.exposeString('message'),
    code: t.exposeString('code'),
  }),
});

export const MutationPayload = builder.objectRef<PayloadShape>('MutationPayload').implement({
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

export function userError(
  code: ErrorCode,
  lang: Language,
  field: string | null = null,
  params: Record<string, string | number> = {},
): UserErrorShape {
  const withField = field ? { field: fieldLabel(field, lang), ...params } : params;
  return { field, code, message: translateError(code, lang, withField) };
}

export function ok(): PayloadShape {
  return { success: true, userErrors: [] };
}

export function failed(...errors: UserErrorShape[]): PayloadShape {
  return { success: false, userErrors: errors };
}

/** Expected failures become userErrors; anything else propagates and is masked and logged. */
export function fromDomainError(error: unknown, lang: Language): PayloadShape {
  if (error instanceof DomainError) return failed(userError(error.code, lang, error.field, error.params));
  throw error;
}

/**
 * Queries answer an expected failure (a date that cannot be had, an unknown supplier) as a GraphQL error with its
 * code and translated message; anything else propagates and is masked and logged.
 */
export async function queryAnswer<T>(lang: Language, answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof DomainError) {
      throw new GraphQLError(
        translateError(error.code, lang, { ...error.params, field: fieldLabel(error.field ?? '', lang) }),
        {
          extensions: { code: error.code, field: error.field },
        },
      );
    }
    throw error;
  }
}
