/** The app's one toaster (rendered with the live services of a signed-in user). */
export const APP_TOASTER_ID = 'cabinet-toaster';
