// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureCampaignSource, readCampaignSource } from './campaign-source';
import { SESSION_STORAGE_KEYS } from './storage-keys';

describe('the campaign source kept in the tab', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps the landing URL campaign and keeps it across pages without one', () => {
    expect(captureCampaignSource('?utm_source=fb&utm_campaign=tet&ref=a1')).toEqual({
      utmSource: 'fb',
      utmCampaign: 'tet',
      ref: 'a1',
    });
    expect(captureCampaignSource('?q=bia')).toEqual({ utmSource: 'fb', utmCampaign: 'tet', ref: 'a1' });
    expect(readCampaignSource()).toEqual({ utmSource: 'fb', utmCampaign: 'tet', ref: 'a1' });
  });

  it('a later campaign URL replaces the kept one', () => {
    captureCampaignSource('?utm_source=fb');
    captureCampaignSource('?utm_source=zalo&utm_medium=chat');
    expect(readCampaignSource()).toEqual({ utmSource: 'zalo', utmMedium: 'chat' });
  });

  it('a broken stored value logs and yields empty', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(SESSION_STORAGE_KEYS.campaignSource, '{not json');
    expect(readCampaignSource()).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('a stored value is held to the bounds (unknown fields dropped)', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.campaignSource, JSON.stringify({ utmSource: 'fb', x: 'y' }));
    expect(readCampaignSource()).toEqual({ utmSource: 'fb' });
  });

  it('storage that cannot be reached logs and yields empty', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError: storage is disabled');
    });
    expect(captureCampaignSource('?utm_source=fb')).toBeNull();
    expect(log).toHaveBeenCalled();
  });
});
