import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';

// Reference data's own call: the airport nearest the caller (section 7: info/resource/airport/geo-ip).

/** An airport as section 7's geo-ip call gives it: code, name, city, country and time zone. */
export const AirportSchema = v.object({
  /** IATA location code. */
  code: v.string(),
  name: v.string(),
  city: v.string(),
  country: v.object({ code: v.string(), name: v.string() }),
  /** IANA time zone; null when the data package has none. */
  timeZone: v.nullable(v.string()),
});
export type Airport = v.InferOutput<typeof AirportSchema>;

export const referenceApi = {
  geoIp: endpoint({
    method: 'GET',
    path: '/api/info/resource/airport/geo-ip',
    summary: "The airport nearest the caller's address, or null when the address is not known",
    tag: 'reference',
    access: '*',
    answer: json(v.nullable(AirportSchema)),
  }),
};
