/** The header's popovers, found by HeaderBehaviour. */
export const SERVICES_MENU_ID = "services-menu";
export const MOBILE_MENU_ID = "mobile-menu";
