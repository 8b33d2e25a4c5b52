/**
 * Browser storage of spec/foundations.md §3. Tokens are httpOnly cookies set by the API, so only
 * these client-side values remain.
 */
export const LOCAL_STORAGE_KEYS = {
  checkoutId: 'cb_checkout_id',
  blockHomePagePopup: 'cb_block_home_popup',
  notificationId: 'cb_notification_id',
  /** '1': the person turned browser notifications on here (BuyerWebNotification `on`, permission granted). */
  browserNotifications: 'cb_browser_notifications',
} as const;

export const SESSION_STORAGE_KEYS = {
  /** Campaign source captured from the URL (ref, utm_*, crm*, odooCustomerId). */
  campaignSource: 'cb_campaign_source',
  homePopupOpened: 'cb_home_popup_opened',
  alcoholPopupHidden: 'cb_alcohol_popup_hidden',
  /** A required dialog (region, age check) was shown in this tab: no promotion popup until the next visit. */
  dialogInterruptedVisit: 'cb_dialog_interrupted_visit',
  /** The order draft of the checkout in progress (store, token, expiry): a retry or a double click reuses it. */
  checkoutDraft: 'cb_checkout_draft',
  /** The red-invoice details typed at step 2, per store, for the draft of step 3. */
  checkoutInvoice: 'cb_checkout_invoice',
  /** The orders just placed, for step 4 (codes, statuses, suppliers). */
  checkoutPlaced: 'cb_checkout_placed',
  /** The store just created in the store dialog: the next page offers its recommendations once (then removed). */
  recommendationPopupStore: 'cb_recommendation_popup_store',
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
    localStorage.removeItem(LOCAL_STORAGE_KEYS.browserNotifications);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.checkoutDraft);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.checkoutInvoice);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.checkoutPlaced);
  } catch (error) {
    console.error('Could not clear the browser storage', error);
  }
}
