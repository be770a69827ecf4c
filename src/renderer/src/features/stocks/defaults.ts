import type { SessionUser } from '@shared/profile/session-user';

/** A new stock starts with the AWB prefix of the user's airline (section 3). */
export const stockDefaults = (user: SessionUser | null): Record<string, unknown> => {
  const airline = user?.airline ?? (user ? Object.values(user.availableAirlines)[0] : undefined);
  return { prefix: airline?.awbPrefixes[0] ?? '' };
};
