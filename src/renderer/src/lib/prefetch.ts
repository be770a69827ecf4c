// Section 1: prefetching is skipped on 2g or data-saving connections.

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined = (navigator as { connection?: ConnectionInfo }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
