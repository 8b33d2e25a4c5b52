import { PRESERVATIONS, PRODUCT_SORT_FIELDS, SORT_ORDERS } from '@chobep/domain';
import { builder } from '../../builder';

export const PreservationEnum = builder.enumType('Preservation', { values: PRESERVATIONS });
export const ProductSortFieldEnum = builder.enumType('ProductSortField', { values: PRODUCT_SORT_FIELDS });
export const SortOrderEnum = builder.enumType('SortOrder', { values: SORT_ORDERS });

export interface LocalText {
  vi: string;
  en: string;
}

/** A text in both languages; `name` fields carry the request's language already. */
export const LocalTextRef = builder.objectRef<LocalText>('LocalText').implement({
  fields: (t) => ({ vi: t.exposeString('vi'), en: t.exposeString('en') }),
});
