import { builder } from '../builder';
import './shared/scalars';
import './shared/enums';
import './shared/payload';
import './accounts/me.queries';
import './accounts/me.mutations';
import './accounts/auth.mutations';
import './buyers/buyer.queries';

export const schema = builder.toSchema({ sortSchema: true });
