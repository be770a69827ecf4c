/** The floating chat button (px): its size and its distance from the window's bottom right corner. */
export const FLOATING_CHAT_BUTTON = { size: 56, inset: 24 } as const;

/**
 * The room a page leaves under its content while the button floats there: scrolled to the end, a
 * list's pages and a form's last fields come to rest above the button instead of under it.
 */
export const FLOATING_CHAT_CLEARANCE_PX = FLOATING_CHAT_BUTTON.size + 2 * FLOATING_CHAT_BUTTON.inset;
