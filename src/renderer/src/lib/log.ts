/** What the app notes for a developer's console only (section 8: stream errors are only logged). */
export function logWarning(message: string, detail?: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(message, detail);
}
