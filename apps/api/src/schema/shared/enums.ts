import {
  ACCOUNT_STATES,
  ACCOUNT_STATUSES,
  BUYER_FEATURES,
  BUYER_STATUSES,
  CONTACT_ROLES,
  LANGUAGES,
  PERMISSIONS,
  REGIONS,
  STORE_STATUSES,
  USER_STATUSES,
} from '@chobep/domain';
import { builder } from '../../builder';

export const LanguageEnum = builder.enumType('Language', { values: LANGUAGES });
export const RegionEnum = builder.enumType('Region', { values: REGIONS });
export const PermissionEnum = builder.enumType('Permission', { values: PERMISSIONS });
export const AccountStateEnum = builder.enumType('AccountState', { values: ACCOUNT_STATES });
export const BuyerStatusEnum = builder.enumType('BuyerStatus', { values: BUYER_STATUSES });
export const AccountStatusEnum = builder.enumType('AccountStatus', { values: ACCOUNT_STATUSES });
export const StoreStatusEnum = builder.enumType('StoreStatus', { values: STORE_STATUSES });
export const UserStatusEnum = builder.enumType('UserStatus', { values: USER_STATUSES });
export const ContactRoleEnum = builder.enumType('ContactRole', { values: CONTACT_ROLES });
export const BuyerFeatureEnum = builder.enumType('BuyerFeature', { values: BUYER_FEATURES });
