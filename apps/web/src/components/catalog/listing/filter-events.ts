/**
 * The market search bar's filter button asks the list's filter panel to open with this event.
 * Its own module: the header imports it on every page, and importing it from the drawer pulled
 * the whole drawer into every page's JavaScript.
 */
export const OPEN_FILTERS_EVENT = 'cb:open-filters';
