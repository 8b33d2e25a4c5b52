import type { Db } from '@chobep/db';

/** A database or an open transaction: the services that run inside another's transaction take either. */
export type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Executor;
