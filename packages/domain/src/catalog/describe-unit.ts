/**
 * The unit line of a product card and page (spec/trading.md §5 "Unit display"): a product sold in
 * one base unit shows only its unit; kg and litre products show the "unit" label ("Đơn vị: kg"),
 * since the quantity itself is the weight or volume; a pack shows what it holds ("Thùng · 24 Lon").
 */
export interface UnitInput {
  uomCode: string;
  baseUnit: number | null;
  baseUomCode: string | null;
}

export type UnitDisplay =
  | { kind: 'measure'; uomCode: string }
  | { kind: 'unit'; uomCode: string }
  | { kind: 'pack'; uomCode: string; baseUnit: number; baseUomCode: string };

/** Units sold by measure: the buyer types a weight or a volume. */
export const MEASURE_UOMS: ReadonlySet<string> = new Set(['kg', 'l']);

export function describeUnit(input: UnitInput): UnitDisplay {
  if (MEASURE_UOMS.has(input.uomCode)) return { kind: 'measure', uomCode: input.uomCode };
  const { baseUnit, baseUomCode } = input;
  if (baseUnit === null || baseUomCode === null || baseUnit <= 0) return { kind: 'unit', uomCode: input.uomCode };
  if (baseUnit === 1 && baseUomCode === input.uomCode) return { kind: 'unit', uomCode: input.uomCode };
  return { kind: 'pack', uomCode: input.uomCode, baseUnit, baseUomCode };
}
