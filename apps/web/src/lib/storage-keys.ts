/**
 * Browser storage of spec/foundations.md §3. Tokens are httpOnly cookies set by the API, so only
 * these client-side values remain.
 */
export const LOCAL_STORAGE_KEYS = {
  checkoutId: 'cb_checkout_id',
  blockHomePagePopup: 'cb_block_home_popup',
  notificationId: 'cb_notification_id',
} as const;

export const SESSION_STORAGE_KEYS = {
  /** Campaign source captured from the URL (ref, utm_*, crm*, odooCustomerId). */
  campaignSource: 'cb_campaign_source',
  homePopupOpened: 'cb_home_popup_opened',
  alcoholPopupHidden: 'cb_alcohol_popup_hidden',
  /** A required dialog (region, age check) was shown in this tab: no promotion popup until the next visit. */
  dialogInterruptedVisit: 'cb_dialog_interrupted_visit',
} as const;

/** The customer-id campaign value the public layout's back-to-home link clears (§2.3). */
export function clearCampaignCustomerId(): void {
  try {
    const raw = sessionStorage.getItem(SESSION_STORAGE_KEYS.campaignSource);
    if (!raw) return;
    const source = JSON.parse(raw) as Record<string, unknown>;
    if (!('odooCustomerId' in source)) return;
    delete source.odooCustomerId;
    sessionStorage.setItem(SESSION_STORAGE_KEYS.campaignSource, JSON.stringify(source));
  } catch (error) {
    console.error('Could not clear the campaign customer id', error);
  }
}

/** Sign-out removes what belongs to the session (§4). */
export function clearSessionStorage(): void {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.checkoutId);
    localStorage.removeItem(LOCAL_STORAGE_KEYS.notificationId);
  } catch (error) {
    console.error('Could not clear the browser storage', error);
  }
}
