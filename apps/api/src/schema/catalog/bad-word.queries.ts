import { checkBadWord } from '@chobep/domain';
import { builder } from '../../builder';

const BadWordCheckRef = builder.objectRef<{ isValid: boolean }>('BadWordCheck').implement({
  fields: (t) => ({
    isValid: t.exposeBoolean('isValid', {
      description: 'False when the text holds profanity or a slur, or is longer than 200 characters; empty is valid.',
    }),
  }),
});

builder.queryFields((t) => ({
  badWordCheck: t.field({
    type: BadWordCheckRef,
    description: 'Checks a search term before it is searched for or saved; open to visitors.',
    args: { word: t.arg.string({ required: true }) },
    resolve: (_root, { word }) => checkBadWord(word),
  }),
}));
