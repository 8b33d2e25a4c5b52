// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, vi as viMessages } from '../../../messages';
import type { ProductCardData } from '../catalog/product-card';
import { PreviouslyBought } from './previously-bought';

/**
 * The previously-bought block from real orders is a browser test (e2e/specs/home/previously-bought.spec.ts: a store
 * orders, the home page lists the product). These render the block's rows and drive Add all to favourite against a
 * stubbed API call, which the browser test does not.
 */
const request = vi.hoisted(() => vi.fn());
const refresh = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/browser', () => ({ browserRequest: request }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn(), prefetch: vi.fn() }) }));

function product(n: number, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: `p${n}`,
    name: `Sản phẩm ${n}`,
    slug: `/products/san-pham-${n}-cb00000${n}`,
    imageUrl: `/media/icons/p${n}.svg`,
    supplierInternalCode: `CB00000${n}`,
    uom: 'KG',
    uomLocal: { code: 'KG', name: 'Kilôgam' },
    baseUnit: 'KG',
    baseUom: { code: 'KG', name: 'Kilôgam' },
    price: 57_225 + n,
    originalPrice: null,
    priceBeforeVat: 52_500,
    savingAmount: 0,
    savingPercent: 0,
    baseUomPrice: null,
    isExclusive: false,
    inStock: true,
    allowPurchase: true,
    allowAddToCart: true,
    allowDecimal: false,
    isFavorite: false,
    note: null,
    tagImageVn: null,
    tagImageEn: null,
    tags: [],
    supplier: { id: 's1', name: 'Nhà cung cấp' },
    ...overrides,
  } as ProductCardData;
}

const SEVEN = Array.from({ length: 7 }, (_, i) => product(i + 1));

function renderBlock(
  props: Partial<Parameters<typeof PreviouslyBought>[0]> = {},
  locale: 'vi' | 'en' = 'vi',
): ReturnType<typeof render> {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={locale === 'vi' ? viMessages : en} timeZone="Asia/Ho_Chi_Minh">
      {children}
    </NextIntlClientProvider>
  );
  return render(<PreviouslyBought products={SEVEN} total={7} canFavorite canListFavorites {...props} />, {
    wrapper,
  });
}

beforeEach(() => {
  request.mockReset();
  refresh.mockReset();
});
afterEach(cleanup);

describe('previously bought', () => {
  it('lists the first five products with their price per unit, and how many more there are', () => {
    renderBlock();
    const block = screen.getByTestId('home-previously-bought');
    expect(within(block).getByRole('heading', { name: 'Sản phẩm đã mua' })).toBeTruthy();
    const items = within(block).getAllByTestId('home-previously-bought-item');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Sản phẩm 1');
    expect(items[0]?.textContent).toContain('57.226 đ / Kilôgam');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/products/san-pham-1-cb000001');
    expect(block.textContent).toContain('và 2 sản phẩm khác');
  });

  it('shows no price for an exclusive product', () => {
    renderBlock({ products: [product(1, { isExclusive: true, price: null })], total: 1 });
    const item = screen.getByTestId('home-previously-bought-item');
    expect(item.textContent).not.toMatch(/đ/);
    expect(item.textContent).toContain(viMessages.homePage.exclusive);
  });

  it('is not rendered when the store has bought nothing', () => {
    const { container } = renderBlock({ products: [], total: 0 });
    expect(container.innerHTML).toBe('');
  });

  it('offers Add all to favourite only with BUYER_FAVORITE_ITEM_ADD', () => {
    renderBlock({ canFavorite: false });
    expect(screen.queryByTestId('home-add-all-to-favorite')).toBeNull();
    cleanup();
    renderBlock();
    expect(screen.getByTestId('home-add-all-to-favorite').textContent).toBe('Thêm tất cả vào yêu thích');
  });

  it('adds every loaded product in one call, then confirms and refreshes the page', async () => {
    request.mockResolvedValue({
      putItemsToFavorite: { success: true, productIds: SEVEN.map((p) => p.id), userErrors: [] },
    });
    renderBlock();
    await act(async () => {
      fireEvent.click(screen.getByTestId('home-add-all-to-favorite'));
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ itemUuids: SEVEN.map((p) => p.id) });
    const added = screen.getByTestId('home-previously-bought-added');
    expect(added.textContent).toContain(viMessages.homePage.addedTitle);
    expect(within(added).getByRole('status').textContent).toContain('7');
    expect(document.activeElement).toBe(within(added).getByRole('heading'));
    expect(within(added).getByTestId('home-go-to-favorites').getAttribute('href')).toBe('/favorite');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves out the way to the favourites without BUYER_FAVORITE_ITEM_LIST', async () => {
    request.mockResolvedValue({ putItemsToFavorite: { success: true, productIds: ['p1'], userErrors: [] } });
    renderBlock({ canListFavorites: false });
    await act(async () => {
      fireEvent.click(screen.getByTestId('home-add-all-to-favorite'));
    });
    expect(screen.getByTestId('home-previously-bought-added')).toBeTruthy();
    expect(screen.queryByTestId('home-go-to-favorites')).toBeNull();
  });

  it("shows the server's message when it refuses, and keeps the list", async () => {
    request.mockResolvedValue({
      putItemsToFavorite: {
        success: false,
        productIds: [],
        userErrors: [{ field: 'itemUuids', message: 'Sản phẩm không tồn tại' }],
      },
    });
    renderBlock();
    await act(async () => {
      fireEvent.click(screen.getByTestId('home-add-all-to-favorite'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Sản phẩm không tồn tại');
    expect(screen.getAllByTestId('home-previously-bought-item')).toHaveLength(5);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says so in English when the call fails', async () => {
    request.mockRejectedValue(new Error('network'));
    renderBlock({}, 'en');
    await act(async () => {
      fireEvent.click(screen.getByTestId('home-add-all-to-favorite'));
    });
    expect(screen.getByRole('alert').textContent).toBe(en.homePage.addAllFailed);
  });
});
