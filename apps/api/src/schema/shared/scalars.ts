import { builder } from '../../builder';

builder.scalarType('DateTime', {
  description: 'An instant in ISO 8601 (UTC); shown to users in Asia/Ho_Chi_Minh.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('Invalid DateTime');
    return date;
  },
});
