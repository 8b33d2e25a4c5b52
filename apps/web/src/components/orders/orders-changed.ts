/**
 * Said on the window when the viewer changed orders from a page (approved, disapproved, canceled): the header's
 * pending-approval count reads itself again. A constant of its own so the header does not import a page's code.
 */
export const ORDERS_CHANGED_EVENT = 'cb:orders-changed';

export function announceOrdersChanged(): void {
  window.dispatchEvent(new Event(ORDERS_CHANGED_EVENT));
}
