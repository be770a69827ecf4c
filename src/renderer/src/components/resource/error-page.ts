import { isApiError } from '@/lib/api/api-error';

/**
 * Section 8: "403 or 404 in the generic action: error page shown with that status, then the error
 * is rethrown". Every call of the generic resource pages (the list, a row, a save, a delete) that
 * answers 403 or 404 is thrown to the route's error boundary, as the row's read always was: the
 * rights were taken away or the row is gone, and the page can do nothing more. Its promise still
 * rejects for the caller.
 */
export const showsErrorPage = (error: unknown): boolean => isApiError(error) && (error.status === 403 || error.status === 404);
