import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { buyers, stores } from './buyers';
import { suppliers } from './catalog';

export const userStatusEnum = pgEnum('user_status', ['ACTIVE', 'INACTIVE', 'DELETED']);
export const contactRoleEnum = pgEnum('contact_role', ['OWNER', 'MANAGER', 'PURCHASER', 'OTHER']);
export const languageEnum = pgEnum('language', ['vi', 'en']);
/**
 * Whose user it is: a buying company's (the only kind that reaches buyer operations), a supplier's (its orders on
 * the supply side), or the marketplace's own operators (every supplier's orders). One sign-in for all three.
 */
export const userKindEnum = pgEnum('user_kind', ['BUYER', 'SUPPLIER', 'OPERATOR']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: userKindEnum('kind').notNull().default('BUYER'),
    /** Set exactly for BUYER users (users_kind_ids_check). */
    buyerId: uuid('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    /** Set exactly for SUPPLIER users: the supplier whose orders they see and move. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Stored lower case; unique among all users. */
    email: text('email'),
    /** Stored as 0xxxxxxxxx; unique among all users. */
    telephone: text('telephone'),
    passwordHash: text('password_hash').notNull(),
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    role: contactRoleEnum('role').notNull().default('OTHER'),
    imageUrl: text('image_url'),
    lang: languageEnum('lang').notNull().default('vi'),
    /** The user's own permissions; the effective set adds those of its active groups. */
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_telephone_uq').on(t.telephone),
    index('users_buyer_idx').on(t.buyerId),
    index('users_supplier_idx').on(t.supplierId),
    // The kind decides which id a user has: a buyer user its company, a supplier user its supplier, an operator none.
    check(
      'users_kind_ids_check',
      sql`(${t.kind} = 'BUYER' and ${t.buyerId} is not null and ${t.supplierId} is null)
        or (${t.kind} = 'SUPPLIER' and ${t.buyerId} is null and ${t.supplierId} is not null)
        or (${t.kind} = 'OPERATOR' and ${t.buyerId} is null and ${t.supplierId} is null)`,
    ),
  ],
);

/** Which stores a non-owner user may act for; owners act for every store of the buyer. */
export const userStores = pgTable(
  'user_stores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] }), index('user_stores_store_idx').on(t.storeId)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * groupNameKey(name) of @chobep/domain: lower case, no marks, single spaces. Group names are unique within a
     * company case- and accent-insensitively ("Group name already exists!"), enforced here by the unique index.
     */
    nameKey: text('name_key').notNull(),
    isSystemCreated: boolean('is_system_created').notNull().default(false),
    active: boolean('active').notNull().default(true),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_groups_buyer_name_key_uq').on(t.buyerId, t.nameKey)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

/**
 * Opaque remember tokens, stored as SHA-256 hashes. Each renewal marks the presented
 * token used and issues a new one in the same family; presenting a used token again
 * means it was stolen or replayed, so the whole family is revoked.
 */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remember_tokens_hash_uq').on(t.tokenHash),
    index('remember_tokens_family_idx').on(t.familyId),
    index('remember_tokens_user_idx').on(t.userId),
  ],
);

/** Access tokens carry a session id so that sign-out can end them before they expire. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The remember-token family of this session, when remember-me was chosen. */
    familyId: uuid('family_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Password-reset links (meForgetPassword): the token is mailed, only its SHA-256 hash is stored. A token works
 * once (`used_at`) and until `expires_at`; a reset marks every open token of the user used.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Invitations to join a company (companyInviteUsers). The link carries a random token; only its SHA-256 hash is
 * stored. Single use (accepted_at), expiring (expires_at); a newer invitation to the same address of the same
 * company revokes the older one. What the invitee gets is decided by the inviter: the groups (checked against what
 * the inviter may grant) and the stores offered, among which the invitee chooses.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => buyers.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    groupIds: uuid('group_ids').array().notNull().default(sql`'{}'::uuid[]`),
    storeIds: uuid('store_ids').array().notNull().default(sql`'{}'::uuid[]`),
    lang: languageEnum('lang').notNull().default('vi'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Replaced by a newer invitation to the address (the link reads INVALID, as an unknown one does). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Withdrawn because its inviter was deactivated or removed: the link reads WITHDRAWN, and stays so when the
     * inviter is reactivated (they invite again).
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The user the invitation created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.tokenHash),
    index('invitations_buyer_email_idx').on(t.buyerId, t.email),
  ],
);
