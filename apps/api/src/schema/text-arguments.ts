import { fieldLabel, isStorableText, translateError } from '@chobep/domain';
import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type { Context } from '../context';
import { failed, userError } from './shared/payload';

/**
 * Text the database cannot keep (NUL, a lone surrogate: see isStorableText) is refused where it enters, once for
 * every argument of every field: each field with a String, ID or other text argument — directly, in a list or in
 * an input object at any depth — is wrapped like the authorisation wraps root fields. The check reads the
 * arguments as the resolver gets them: variables and inline literals alike, after GraphQL's coercion (an Int sent
 * for an ID is text by then), so no path around it exists and no resolver needs to remember it.
 *
 * Why here and not in a Yoga/envelop plugin over the request: a plugin sees raw variables and literals, before
 * coercion and before authorisation, and could only answer with a request error; here the refusal takes the
 * operation's own shape — a mutation with a payload answers `success: false` with a userError naming the field,
 * a query a BAD_USER_INPUT error naming the argument's path — and it comes after "who may call", so a visitor
 * learns nothing about a private operation's input rules.
 */

/** The first argument path holding unstorable text (`input.keyword`, `itemUuids[2]`), or null. */
export function unstorableTextPath(value: unknown, type: GraphQLInputType, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return unstorableTextPath(value, type.ofType, path);
  if (isListType(type)) {
    if (!Array.isArray(value)) return unstorableTextPath(value, type.ofType, path);
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], type.ofType, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    const object = value as Record<string, unknown>;
    for (const field of Object.values(type.getFields())) {
      const found = unstorableTextPath(object[field.name], field.type, `${path}.${field.name}`);
      if (found) return found;
    }
    return null;
  }
  // Any scalar that reaches the resolver as a string: String, ID and custom text scalars to come.
  return typeof value === 'string' && !isStorableText(value) ? path : null;
}

function mayHoldText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => mayHoldText(field.type, seen));
}

/** The argument's own name for a userError (`keyword` of `input.keyword`), as the resolvers name fields. */
function fieldOf(path: string): string {
  return (
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .at(-1) ?? path
  );
}

function answersInPayload(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return Boolean(fields.success && fields.userErrors);
}

function guard(field: GraphQLField<unknown, unknown>): GraphQLFieldResolver<unknown, Context> {
  const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, Context>;
  const textArgs = field.args.filter((arg) => mayHoldText(arg.type));
  const inPayload = answersInPayload(field);
  return (root, args: Record<string, unknown>, ctx, info) => {
    for (const arg of textArgs) {
      const path = unstorableTextPath(args[arg.name], arg.type, arg.name);
      if (!path) continue;
      const name = fieldOf(path);
      if (inPayload) return failed(userError('INVALID_TEXT', ctx.lang, name));
      throw new GraphQLError(translateError('INVALID_TEXT', ctx.lang, { field: fieldLabel(name, ctx.lang) }), {
        extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_TEXT', field: path },
      });
    }
    return resolve(root, args, ctx, info);
  };
}

/** Wraps every field that takes text with the check; fields without text arguments are left as they are. */
export function applyTextValidation(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.some((arg) => mayHoldText(arg.type))) field.resolve = guard(field);
    }
  }
  return schema;
}
