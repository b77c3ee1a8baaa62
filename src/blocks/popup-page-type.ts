/** The popup overlay's page type (storefront document, section 2), apart from the popup's rules so the analytics collector reads it without them. */
export const POPUP_OVERLAY_PAGE_TYPE = 104;
