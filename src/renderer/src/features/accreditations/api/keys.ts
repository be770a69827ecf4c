/** Query keys of the accreditation workflow's own calls (the request itself is the resource's). */
export const accreditationKeys = {
  all: ['accreditations'] as const,
  history: (id: number) => ['accreditations', 'history', id] as const,
};
