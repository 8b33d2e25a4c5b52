import {
  type CampaignSource,
  parseCampaignSource,
  sanitizeCampaignSource,
} from '@chobep/domain/platform/parse-campaign-source';
import { SESSION_STORAGE_KEYS } from './storage-keys';

/**
 * The campaign source of the tab (spec/foundations.md §3), in session storage. A URL that carries campaign
 * parameters replaces what was kept (the latest campaign the visitor followed, "last touch"); a URL without any
 * leaves it. Reading or writing that fails (storage disabled, a full quota, a broken value) logs an error and
 * yields an empty result — a contact form never fails because of it.
 */
export function captureCampaignSource(search: string): CampaignSource | null {
  try {
    const parsed = parseCampaignSource(search);
    if (parsed) sessionStorage.setItem(SESSION_STORAGE_KEYS.campaignSource, JSON.stringify(parsed));
    return parsed ?? readCampaignSource();
  } catch (error) {
    console.error('Could not keep the campaign source', error);
    return null;
  }
}

/** The kept campaign source, held to the same bounds as a parsed one; null when there is none or it cannot be read. */
export function readCampaignSource(): CampaignSource | null {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEYS.campaignSource);
    if (!raw) return null;
    return sanitizeCampaignSource(JSON.parse(raw));
  } catch (error) {
    console.error('Could not read the campaign source', error);
    return null;
  }
}

/** The kept campaign source as the API's CampaignSourceInput (other utm_* as name/value pairs); null when none. */
export function campaignSourceInput() {
  const source = readCampaignSource();
  if (!source) return null;
  return { ...source, utmOther: Object.entries(source.utmOther ?? {}).map(([name, value]) => ({ name, value })) };
}
