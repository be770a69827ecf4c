import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { LookupOptionSchema } from '../resources/lookups';

// Reference data's own call: the airport nearest the caller (section 7: info/resource/airport/geo-ip).

export const referenceApi = {
  geoIp: endpoint({
    method: 'GET',
    path: '/api/info/resource/airport/geo-ip',
    summary: "The airport nearest the caller's address, or null when the address is not known",
    tag: 'reference',
    access: '*',
    answer: json(v.nullable(LookupOptionSchema)),
  }),
};
