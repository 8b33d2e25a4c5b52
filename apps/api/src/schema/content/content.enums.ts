import { BANNER_LINK_TYPES, WIDGET_TYPES } from '@chobep/domain';
import { builder } from '../../builder';

export const WidgetTypeEnum = builder.enumType('WidgetType', { values: WIDGET_TYPES });
export const BannerLinkTypeEnum = builder.enumType('BannerLinkType', { values: BANNER_LINK_TYPES });
