/** The footer's "Cookie settings" link reopens the cookie bar through this event. */
export const OPEN_COOKIE_SETTINGS = "paperjet:open-cookie-settings";

export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
}
