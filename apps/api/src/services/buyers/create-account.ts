import {
  buyerSignUps,
  buyers,
  type Db,
  ownerGroupRow,
  ownerUserGrants,
  userGroupMembers,
  userGroups,
  users,
} from '@chobep/db';
import {
  composeInvoiceDetails,
  type DomainError,
  type Language,
  SIGN_UP_PROVINCES,
  type SignUp,
  signUpIssues,
  signUpSchema,
} from '@chobep/domain';
import type { CampaignSource } from '@chobep/domain/platform/parse-campaign-source';
import { hash } from '@node-rs/argon2';
import { eq, or } from 'drizzle-orm';
import { throttleSignUp } from './sign-up-throttle';

/** Input problems of a sign-up, every field at once (the form shows them all). */
export class SignUpInvalid extends Error {
  constructor(readonly issues: Array<{ field: string; code: DomainError['code'] }>) {
    super('SIGN_UP_INVALID');
  }
}

export interface CreateAccountInput {
  /** Everything of signUpSchema's input; validated here. */
  form: Record<string, unknown>;
  /** The form's id for this submission (see buyer_sign_ups.submission_id); optional for other clients. */
  submissionId: string | null;
  /** Where the visitor came from, already held to its bounds (campaignSourceOf); null when none. */
  campaignSource: CampaignSource | null;
  lang: Language;
  clientAddress: string | null;
}

export interface CreatedAccount {
  buyerId: string;
  userId: string;
  email: string;
  /** True when this was the same submission again: nothing new was made. */
  repeated: boolean;
}

/** The PostgreSQL error of a unique index, through drizzle's wrapper (PGlite and pg alike). */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}

async function repeatOf(db: Db, submissionId: string | null): Promise<CreatedAccount | null> {
  if (!submissionId) return null;
  const [row] = await db
    .select({ buyerId: buyerSignUps.buyerId, userId: users.id, email: users.email })
    .from(buyerSignUps)
    .innerJoin(users, eq(users.buyerId, buyerSignUps.buyerId))
    .where(eq(buyerSignUps.submissionId, submissionId))
    .limit(1);
  return row ? { buyerId: row.buyerId, userId: row.userId, email: row.email ?? '', repeated: true } : null;
}

/** The company's address as its sign-up gives it. */
const location = (data: SignUp, city: string) => ({
  address: data.address,
  ward: data.ward,
  district: data.district,
  city,
});

/** Which of the e-mail and phone are already someone's, as field errors. */
async function takenFields(db: Db, data: SignUp): Promise<Array<{ field: string; code: DomainError['code'] }>> {
  const rows = await db
    .select({ email: users.email, telephone: users.telephone })
    .from(users)
    .where(or(eq(users.email, data.email), eq(users.telephone, data.telephone)));
  const issues: Array<{ field: string; code: DomainError['code'] }> = [];
  if (rows.some((r) => r.email === data.email)) issues.push({ field: 'email', code: 'EMAIL_TAKEN' });
  if (rows.some((r) => r.telephone === data.telephone)) issues.push({ field: 'telephone', code: 'PHONE_TAKEN' });
  return issues;
}

/**
 * buyerCreateAccount: a new company, waiting for our operators' approval (buyers.status PENDING), and its owner, who
 * gets what every company's owner has (company-owner.ts: every permission, the system owner group). One
 * transaction: the company, its sign-up record, the owner, the group and the membership exist together or not at
 * all. The same submission sent again answers the company it made (`repeated`), also when both arrive at once (the
 * unique submission id decides). Counted per address (SIGN_UP_LIMITS.signUp) once the input is valid.
 */
export async function createAccount(db: Db, input: CreateAccountInput): Promise<CreatedAccount> {
  const parsed = signUpSchema.safeParse(input.form);
  if (!parsed.success) throw new SignUpInvalid(signUpIssues(parsed.error));
  const data = parsed.data;

  const repeated = await repeatOf(db, input.submissionId);
  if (repeated) return repeated;

  await throttleSignUp(db, 'signUp', input.clientAddress);
  const taken = await takenFields(db, data);
  if (taken.length > 0) throw new SignUpInvalid(taken);

  const passwordHash = await hash(data.password);
  const province = SIGN_UP_PROVINCES[data.provinceCode];
  // The VAT invoice is made out to the business the sign-up names, at its address, with its tax code.
  const invoice = composeInvoiceDetails(
    { companyName: null, address: null, taxCode: null },
    { businessName: data.businessName, taxCode: data.taxCode, ...location(data, province.vi) },
  );
  try {
    return await db.transaction(async (tx) => {
      const [buyer] = await tx
        .insert(buyers)
        .values({
          name: data.businessName,
          telephone: data.telephone,
          status: 'PENDING',
          region: data.region,
          location: location(data, province.vi),
          businessCategory: data.businessCategory,
          redInvoiceCompanyName: invoice.companyName,
          redInvoiceAddress: invoice.address,
          redInvoiceTaxCode: invoice.taxCode,
        })
        .returning({ id: buyers.id });
      if (!buyer) throw new Error('the company was not created');
      await tx.insert(buyerSignUps).values({
        buyerId: buyer.id,
        submissionId: input.submissionId,
        campaignSource: input.campaignSource,
        businessType: data.businessType,
        branchCount: data.branchCount,
        taxCode: data.taxCode,
        representativeName: data.representativeName,
        role: data.role,
        provinceCode: data.provinceCode,
        district: data.district,
        ward: data.ward,
        address: data.address,
        openTime: data.openTime,
        closeTime: data.closeTime,
        foodDeliveryUrl: data.foodDeliveryUrl,
        acquisitionSource: data.acquisitionSource,
        acquisitionSourceOther: data.acquisitionSourceOther,
        eInvoiceEmail: data.eInvoiceEmail,
        createdBy: data.createdBy,
        hubspotUrl: data.hubspotUrl,
        priorityLevel: data.priorityLevel,
        salePic: data.salePic,
        team: data.team,
        regionalGroup: data.regionalGroup,
        customerTier: data.customerTier,
      });
      const grants = ownerUserGrants();
      const [user] = await tx
        .insert(users)
        .values({
          kind: 'BUYER',
          buyerId: buyer.id,
          name: data.representativeName,
          email: data.email,
          telephone: data.telephone,
          passwordHash,
          lang: input.lang,
          ...grants,
          // The person's contact role at the business (spec: OWNER, MANAGER, PURCHASER, OTHER); whoever signs the
          // company up holds the owner's permissions all the same.
          role: data.role,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('the owner was not created');
      const [group] = await tx.insert(userGroups).values(ownerGroupRow(buyer.id)).returning({ id: userGroups.id });
      if (!group) throw new Error('the owner group was not created');
      await tx.insert(userGroupMembers).values({ groupId: group.id, userId: user.id });
      return { buyerId: buyer.id, userId: user.id, email: data.email, repeated: false };
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    // Two arrivals of one submission: the other one made it.
    const again = await repeatOf(db, input.submissionId);
    if (again) return again;
    // Someone took the e-mail or phone between the check and the insert.
    const issues = await takenFields(db, data);
    if (issues.length > 0) throw new SignUpInvalid(issues);
    throw error;
  }
}
