import { stripVietnameseMarks } from '../text/normalize';

/** Longest group name accepted (the list and the member chips show it on one line). */
export const GROUP_NAME_MAX = 60;

/** A group name as stored: NFC, trimmed, inner runs of white space made one space. */
export function normalizeGroupName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * The key that makes two group names the same ("Group name already exists!"): case- and accent-insensitive, so
 * "Bếp trưởng", "bep truong" and "BẾP  TRƯỞNG" are one name. Stored beside the name and unique per company in the
 * database (user_groups_buyer_name_key_uq), so two concurrent creations cannot both win.
 */
export function groupNameKey(raw: string): string {
  return stripVietnameseMarks(normalizeGroupName(raw)).toLowerCase();
}

export type GroupNameProblem = 'GROUP_NAME_REQUIRED' | 'GROUP_NAME_TOO_LONG';

/** Why a group name cannot be saved, or null. */
export function validateGroupName(raw: string | null | undefined): GroupNameProblem | null {
  const name = normalizeGroupName(raw ?? '');
  if (name === '') return 'GROUP_NAME_REQUIRED';
  if ([...name].length > GROUP_NAME_MAX) return 'GROUP_NAME_TOO_LONG';
  return null;
}

/** The system-created owner group every company gets (packages/db company-owner.ts), named in both languages. */
export const OWNER_GROUP_NAMES = { vi: 'Chủ sở hữu', en: 'Owners' } as const;

/**
 * A group's name as a reader in `lang` sees it: a system-created group's name is the product's, so it is translated;
 * a group the company named keeps its own name in every language.
 */
export function displayGroupName(
  group: { name: string; isSystemCreated: boolean },
  lang: keyof typeof OWNER_GROUP_NAMES,
): string {
  if (group.isSystemCreated && groupNameKey(group.name) === groupNameKey(OWNER_GROUP_NAMES.vi))
    return OWNER_GROUP_NAMES[lang];
  return group.name;
}
