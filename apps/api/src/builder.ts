import { type Permission, translateError } from '@chobep/domain';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import type { Context, SignedInContext, SupplyContext } from './context';

export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { loggedIn: boolean; permission: Permission; supply: boolean };
  AuthContexts: { loggedIn: SignedInContext; supply: SupplyContext };
  Scalars: { DateTime: { Input: Date; Output: Date }; Money: { Input: number; Output: number } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: ctx.viewer !== null,
      permission: (p) => ctx.viewer?.permissions.has(p) ?? false,
      // A supplier's user or an operator (the supply side); never a buyer user.
      supply: ctx.supplyViewer !== null,
    }),
    // Without a session every protected call fails the same way; with one, a missing permission is FORBIDDEN.
    unauthorizedError: (_parent, ctx) => unauthenticatedOrForbidden(ctx),
  },
});

export function unauthenticatedOrForbidden(ctx: Context): GraphQLError {
  // Signed in, but on the other side: a supply user at a buyer operation, or a buyer at a supply one.
  if (ctx.viewer || ctx.supplyViewer) {
    return new GraphQLError(translateError('FORBIDDEN', ctx.lang), { extensions: { code: 'FORBIDDEN' } });
  }
  if (ctx.viewerBlockedState === 'NOT_APPROVED') {
    return new GraphQLError(translateError('ACCOUNT_NOT_APPROVED', ctx.lang), {
      extensions: { code: 'ACCOUNT_NOT_APPROVED' },
    });
  }
  if (ctx.viewerBlockedState) {
    return new GraphQLError(translateError('ACCOUNT_DELETED', ctx.lang), { extensions: { code: 'ACCOUNT_DELETED' } });
  }
  return new GraphQLError(translateError('UNAUTHENTICATED', ctx.lang), { extensions: { code: 'UNAUTHENTICATED' } });
}

builder.queryType({});
builder.mutationType({});
