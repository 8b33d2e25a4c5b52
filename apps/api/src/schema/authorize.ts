import type { Permission } from '@chobep/domain';
import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { unauthenticatedOrForbidden } from '../builder';
import type { Context } from '../context';
import { AUTHORIZATION, type OperationRule } from './authorization';
import { failed, userError } from './shared/payload';

export type RootKind = 'Query' | 'Mutation';
export type AuthorizationTable = Record<RootKind, Record<string, OperationRule>>;

function rootType(schema: GraphQLSchema, kind: RootKind): GraphQLObjectType | null | undefined {
  return kind === 'Query' ? schema.getQueryType() : schema.getMutationType();
}

/** Operations without a rule and rules without an operation; empty when the table matches the schema. */
export function authorizationProblems(schema: GraphQLSchema, table: AuthorizationTable): string[] {
  const problems: string[] = [];
  for (const kind of ['Query', 'Mutation'] as const) {
    const fields = rootType(schema, kind)?.getFields() ?? {};
    for (const name of Object.keys(fields)) {
      if (!Object.hasOwn(table[kind], name)) problems.push(`${kind}.${name} has no rule in schema/authorization.ts`);
    }
    for (const name of Object.keys(table[kind])) {
      if (!Object.hasOwn(fields, name))
        problems.push(`schema/authorization.ts names ${kind}.${name}, which does not exist`);
    }
  }
  return problems;
}

export function valueAt(args: unknown, path: string): unknown {
  let value = args;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** What a call with these arguments requires: the rule plus every conditional rule its arguments trigger. */
export function requirementOf(
  rule: OperationRule,
  args: unknown,
): { signedIn: boolean; permissions: readonly Permission[] } {
  let signedIn = rule.access === 'signedIn' || (rule.permissions?.length ?? 0) > 0;
  const permissions = [...(rule.permissions ?? [])];
  for (const condition of rule.when ?? []) {
    if (valueAt(args, condition.arg) !== true) continue;
    signedIn = true;
    permissions.push(...condition.permissions);
  }
  return { signedIn, permissions };
}

function guard(kind: RootKind, rule: OperationRule, resolve: GraphQLFieldResolver<unknown, Context>) {
  const forbidden = (ctx: Context) => {
    // Mutations answer in their payload (DESIGN §4: only "Authentication is required" is thrown).
    if (kind === 'Mutation') return failed(userError('FORBIDDEN', ctx.lang));
    throw unauthenticatedOrForbidden(ctx);
  };
  const guarded: GraphQLFieldResolver<unknown, Context> = (root, args, ctx, info) => {
    if (rule.access === 'operator') {
      // The marketplace's staff only: a buyer user and a supplier's user are signed in but not operators.
      if (ctx.supplyViewer?.kind === 'OPERATOR') return resolve(root, args, ctx, info);
      if (ctx.viewer || ctx.supplyViewer) return forbidden(ctx);
      throw unauthenticatedOrForbidden(ctx);
    }
    if (rule.access === 'supply') {
      // The supply side: a supplier's user or an operator; a buyer user is signed in but on the other side.
      if (!ctx.supplyViewer) {
        if (ctx.viewer) return forbidden(ctx);
        throw unauthenticatedOrForbidden(ctx);
      }
      const supplier = ctx.supplyViewer.kind === 'SUPPLIER';
      if (supplier && rule.operatorOnly) return forbidden(ctx);
      if (supplier && (rule.permissions ?? []).some((p) => !ctx.supplyViewer?.permissions.has(p)))
        return forbidden(ctx);
      return resolve(root, args, ctx, info);
    }
    const need = requirementOf(rule, args);
    // A supply user is signed in, but no buyer operation is theirs: FORBIDDEN, as for a missing permission.
    if (need.signedIn && !ctx.viewer && ctx.supplyViewer) return forbidden(ctx);
    if (need.signedIn && !ctx.viewer) throw unauthenticatedOrForbidden(ctx);
    if (need.permissions.some((p) => !ctx.viewer?.permissions.has(p))) return forbidden(ctx);
    return resolve(root, args, ctx, info);
  };
  return guarded;
}

/** One line for the printed schema, so clients read who may call an operation where they read its arguments. */
function describe(rule: OperationRule): string {
  if (rule.access === 'operator') return 'Access: marketplace operators only.';
  if (rule.access === 'supply') {
    const permissions = rule.permissions?.length ? ` (a supplier's user with ${rule.permissions.join(', ')})` : '';
    return `Access: supplier users${permissions} and operators; their supplier's orders only.`;
  }
  const who = rule.access === 'public' && !rule.permissions?.length ? 'anyone' : 'signed-in users';
  const permissions = rule.permissions?.length ? ` with ${rule.permissions.join(', ')}` : '';
  const when = (rule.when ?? [])
    .map((c) => `; \`${c.arg}\` needs a session${c.permissions.length ? ` and ${c.permissions.join(', ')}` : ''}`)
    .join('');
  return `Access: ${who}${permissions}${when}.`;
}

/**
 * Wraps every root field with its rule from the table. Throws when the table and the schema disagree, so
 * an operation without a rule is never served.
 */
export function applyAuthorization(schema: GraphQLSchema, table: AuthorizationTable = AUTHORIZATION): GraphQLSchema {
  const problems = authorizationProblems(schema, table);
  if (problems.length > 0)
    throw new Error(`The authorisation table does not match the schema:\n${problems.join('\n')}`);
  for (const kind of ['Query', 'Mutation'] as const) {
    for (const field of Object.values(rootType(schema, kind)?.getFields() ?? {})) {
      const rule = table[kind][field.name] as OperationRule;
      field.resolve = guard(
        kind,
        rule,
        (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>,
      );
      field.description = field.description ? `${field.description}\n\n${describe(rule)}` : describe(rule);
    }
  }
  return schema;
}
