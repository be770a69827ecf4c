/** Query keys of this workstation's printing (answered by the desktop, not the API), for queries and invalidation alike. */
export const printKeys = {
  all: ['desktop-print'] as const,
  printers: () => [...printKeys.all, 'printers'] as const,
  settings: () => [...printKeys.all, 'settings'] as const,
};
