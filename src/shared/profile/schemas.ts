import * as v from 'valibot';
import { AbilitiesSchema } from '../abilities/conditions';
import { confirmPasswordSchema, currentPasswordSchema, newPasswordSchema } from '../auth';
import { ACCOUNT_ROLES } from '../constants';
import { M, msg } from '../validation';

export const BookingPrioritySchema = v.object({ code: v.string(), priority: v.number() });

/** A tariff product the airline sells (general cargo, express, pharma...), by priority. */
export const AirlineTariffSchema = v.object({ code: v.string(), nameRu: v.string(), nameEn: v.string(), priority: v.number() });

export const AvailableAirlineSchema = v.object({
  id: v.number(),
  /** The company marker (e.g. `ut`) that keys availableAirlines and ability conditions. */
  marker: v.string(),
  iata: v.string(),
  name: v.string(),
  awbPrefixes: v.array(v.string()),
  bookingPriorities: v.array(BookingPrioritySchema),
  /** Section 3: the airline's tariffs, as the products its tariffs apply to. */
  tariffs: v.array(AirlineTariffSchema),
  /** The airline's settings flag: it accepts chat messages (a placeholder chat shows the notice when not). */
  acceptsChatMessages: v.boolean(),
});
export type AvailableAirline = v.InferOutput<typeof AvailableAirlineSchema>;

export const UserContractorSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.nullable(v.string()),
  inn: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  country: v.nullable(v.string()),
});

/** The profile of section 3's user, as `GET /api/user` returns it. */
export const UserProfileSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  /** The account role; `ability` lists the names of the abilities its access group grants. */
  role: v.object({ id: v.number(), name: v.picklist(ACCOUNT_ROLES), ability: v.array(v.string()) }),
  availableAirlines: v.record(v.string(), AvailableAirlineSchema),
  availableAirlinesKeys: v.array(v.string()),
  availableAirlinesIata: v.array(v.string()),
  timeZone: v.string(),
  group: v.object({ id: v.number(), name: v.string() }),
  contractor: v.nullable(UserContractorSchema),
  abilities: AbilitiesSchema,
  userIdentifier: v.string(),
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

/** `GET /api/user`: roles carry the `ROLE_` prefix on the wire (section 3). */
export const CurrentUserResponseSchema = v.object({
  userIdentifier: v.string(),
  roles: v.array(v.string()),
  profile: UserProfileSchema,
});
export type CurrentUserResponse = v.InferOutput<typeof CurrentUserResponseSchema>;

/** `PUT /api/user/password`: the signed-in user's own password, changed with the current one. */
export const ChangePasswordBodySchema = v.pipe(
  v.strictObject({ currentPassword: currentPasswordSchema, password: newPasswordSchema, confirmPassword: confirmPasswordSchema }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      msg(M.passwordsMismatch),
    ),
    ['confirmPassword'],
  ),
);
export type ChangePasswordBody = v.InferOutput<typeof ChangePasswordBodySchema>;
