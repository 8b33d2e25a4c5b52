import { GraphQLError, Kind } from 'graphql';
import { builder } from '../../builder';

/**
 * A value the caller sent that a scalar cannot read: a GraphQLError, so it reaches the caller as a bad input rather
 * than being masked as a fault (the error masking treats any other error as one).
 */
const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
const INVALID_MONEY = 'Invalid Money: a whole number of đồng up to 9,007,199,254,740,991';

builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601 (UTC); shown to users in Asia/Ho_Chi_Minh.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw badInput('Invalid DateTime');
    return date;
  },
});

/**
 * Whole đồng. GraphQL's Int is 32 bits (2,147,483,647): one order line of 9,999 units at 250,000 đ passes it. Money
 * travels as a JSON number that must be a safe integer (up to 9,007,199,254,740,991 đ), which every client reads
 * without a big-number library; the database keeps it in bigint columns.
 */
builder.scalarType('Money', {
  description: 'An amount in whole đồng (VND), a JSON number; safe integers only (|x| ≤ 2^53 − 1).',
  serialize: (value) => {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Money must be a whole number of đồng (got ${value})`);
    return value;
  },
  parseValue: (value) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw badInput(INVALID_MONEY);
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.INT) throw badInput(INVALID_MONEY);
    const value = Number(node.value);
    if (!Number.isSafeInteger(value)) throw badInput(INVALID_MONEY);
    return value;
  },
});
