import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPageFrame } from '@/components/accounts/account-page-frame';
import { CompanyFeatures } from '@/components/buyers/company-features';
import { CompanyInfoForm } from '@/components/buyers/company-info-form';
import { CompanyInfoQuery } from '@/lib/api/accounts';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountPages.company');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * /company-info: the company's name, business category and red-invoice details — editable with BUYER_INFO_EDIT,
 * read-only without — and its features (order approval) with BUYER_FEATURE_TOGGLE. The API checks both again.
 */
export default async function CompanyInfoPage() {
  const [{ viewer }, t] = await Promise.all([getRequestContext(), getTranslations('accountPages.company')]);
  if (!viewer) redirect('/signin?redirect=/company-info');
  const { buyer } = await serverRequest(CompanyInfoQuery);
  const permissions = viewer.permissionCodes;
  return (
    <AccountPageFrame active="company-info" title={t('title')}>
      <section className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6">
        <CompanyInfoForm
          canEdit={permissions.includes('BUYER_INFO_EDIT')}
          company={{
            name: buyer.name,
            telephone: buyer.telephone ?? null,
            businessCategory: buyer.businessCategory ?? null,
            redInvoice: buyer.redInvoiceInfo ?? null,
          }}
        />
      </section>
      <section
        aria-labelledby="company-features-title"
        className="mt-6 rounded-2xl border border-neutral-200 bg-white p-4 sm:p-6"
      >
        <h2 id="company-features-title" className="mb-4 font-semibold text-lg text-neutral-900">
          {t('featuresTitle')}
        </h2>
        <CompanyFeatures
          approvalOn={buyer.enabledFeatures.includes('ORDER_APPROVAL')}
          canToggle={permissions.includes('BUYER_FEATURE_TOGGLE')}
        />
      </section>
    </AccountPageFrame>
  );
}
