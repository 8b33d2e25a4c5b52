import { describeUnit } from '@chobep/domain/catalog/describe-unit';
import { useTranslations } from 'next-intl';
import { useFormatNumber } from '@/lib/use-format-money';

interface UnitProduct {
  uom: string;
  uomLocal: { code: string; name: string } | null;
  baseUnit: number | null;
  baseUom: { code: string; name: string } | null;
}

/** "Đơn vị: Kilôgam", "Chai" or "Thùng · 24 Lon" (spec/trading.md §5 unit display). */
export function UnitLine({ product, className }: { product: UnitProduct; className?: string }) {
  const t = useTranslations('catalog');
  const formatNumber = useFormatNumber();
  const unitName = product.uomLocal?.name ?? product.uom;
  const display = describeUnit({
    uomCode: product.uomLocal?.code ?? product.uom,
    baseUnit: product.baseUnit,
    baseUomCode: product.baseUom?.code ?? null,
  });
  let text: string;
  if (display.kind === 'measure') text = t('unitLabel', { unit: unitName });
  else if (display.kind === 'unit') text = unitName;
  else
    text = t('unitPack', {
      unit: unitName,
      count: formatNumber(display.baseUnit, 3),
      base: product.baseUom?.name ?? display.baseUomCode,
    });
  return (
    <p data-testid="unit-line" className={className ?? 'text-neutral-600 text-xs'}>
      {text}
    </p>
  );
}
