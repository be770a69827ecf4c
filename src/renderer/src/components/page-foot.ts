/**
 * The room a layout keeps under its page (px, a CSS variable on the page's box): the floating chat
 * button's. A page that fills the window (a list with its own scrolling) ends above it.
 */
export const PAGE_FOOT_VAR = '--cabinet-page-foot';

/** The page's height when it fills the window under the header and above the layout's foot room. */
export const fillWindowHeight = (headerPx: number): string => `calc(100dvh - ${headerPx}px - var(${PAGE_FOOT_VAR}, 0px))`;
