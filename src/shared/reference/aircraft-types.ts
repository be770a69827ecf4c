// Aircraft type designators as IATA codes (IATA Standard Schedules Information Manual, Appendix A,
// "Aircraft types"), with the ICAO designator (ICAO Doc 8643). The types a Russian passenger
// airline and its partners fly, freighters and the types seen in interline included.

export interface AircraftType {
  /** IATA aircraft type code: the one schedules, handbooks and FFM/FBL messages use. */
  code: string;
  icao: string;
  name: string;
  /** A freighter (all-cargo) version. */
  freighter?: boolean;
}

export const AIRCRAFT_TYPES: readonly AircraftType[] = [
  { code: '319', icao: 'A319', name: 'Airbus A319' },
  { code: '320', icao: 'A320', name: 'Airbus A320' },
  { code: '321', icao: 'A321', name: 'Airbus A321' },
  { code: '32N', icao: 'A20N', name: 'Airbus A320neo' },
  { code: '32Q', icao: 'A21N', name: 'Airbus A321neo' },
  { code: '332', icao: 'A332', name: 'Airbus A330-200' },
  { code: '333', icao: 'A333', name: 'Airbus A330-300' },
  { code: '33X', icao: 'A332', name: 'Airbus A330-200 Freighter', freighter: true },
  { code: '343', icao: 'A343', name: 'Airbus A340-300' },
  { code: '359', icao: 'A359', name: 'Airbus A350-900' },
  { code: '388', icao: 'A388', name: 'Airbus A380-800' },
  { code: '733', icao: 'B733', name: 'Boeing 737-300' },
  { code: '734', icao: 'B734', name: 'Boeing 737-400' },
  { code: '735', icao: 'B735', name: 'Boeing 737-500' },
  { code: '73H', icao: 'B738', name: 'Boeing 737-800 (winglets)' },
  { code: '738', icao: 'B738', name: 'Boeing 737-800' },
  { code: '739', icao: 'B739', name: 'Boeing 737-900' },
  { code: '7M8', icao: 'B38M', name: 'Boeing 737 MAX 8' },
  { code: '73Y', icao: 'B733', name: 'Boeing 737-300 Freighter', freighter: true },
  { code: '744', icao: 'B744', name: 'Boeing 747-400' },
  { code: '74Y', icao: 'B744', name: 'Boeing 747-400 Freighter', freighter: true },
  { code: '74N', icao: 'B748', name: 'Boeing 747-8 Freighter', freighter: true },
  { code: '752', icao: 'B752', name: 'Boeing 757-200' },
  { code: '75F', icao: 'B752', name: 'Boeing 757-200 Freighter', freighter: true },
  { code: '763', icao: 'B763', name: 'Boeing 767-300' },
  { code: '76F', icao: 'B763', name: 'Boeing 767-300 Freighter', freighter: true },
  { code: '772', icao: 'B772', name: 'Boeing 777-200' },
  { code: '77W', icao: 'B77W', name: 'Boeing 777-300ER' },
  { code: '77F', icao: 'B77L', name: 'Boeing 777 Freighter', freighter: true },
  { code: '788', icao: 'B788', name: 'Boeing 787-8' },
  { code: '789', icao: 'B789', name: 'Boeing 787-9' },
  { code: 'AT4', icao: 'AT45', name: 'ATR 42-500' },
  { code: 'AT7', icao: 'AT72', name: 'ATR 72-500' },
  { code: 'ATR', icao: 'AT76', name: 'ATR 72-600' },
  { code: 'CR2', icao: 'CRJ2', name: 'Bombardier CRJ200' },
  { code: 'CR9', icao: 'CRJ9', name: 'Bombardier CRJ900' },
  { code: 'DH4', icao: 'DH8D', name: 'De Havilland Dash 8-400' },
  { code: 'E70', icao: 'E170', name: 'Embraer 170' },
  { code: 'E75', icao: 'E175', name: 'Embraer 175' },
  { code: 'E90', icao: 'E190', name: 'Embraer 190' },
  { code: 'E95', icao: 'E195', name: 'Embraer 195' },
  { code: 'SU9', icao: 'SU95', name: 'Sukhoi Superjet 100-95' },
  { code: 'MC2', icao: 'MC21', name: 'Yakovlev MC-21-300' },
  { code: 'AN4', icao: 'AN24', name: 'Antonov An-24' },
  { code: 'AN6', icao: 'AN26', name: 'Antonov An-26' },
  { code: 'ANF', icao: 'AN12', name: 'Antonov An-12', freighter: true },
  { code: 'A4F', icao: 'A124', name: 'Antonov An-124 Ruslan', freighter: true },
  { code: 'IL7', icao: 'IL76', name: 'Ilyushin Il-76', freighter: true },
  { code: 'I93', icao: 'IL96', name: 'Ilyushin Il-96-300' },
  { code: 'T20', icao: 'T204', name: 'Tupolev Tu-204' },
  { code: 'T2F', icao: 'T204', name: 'Tupolev Tu-204C Freighter', freighter: true },
  { code: 'TU5', icao: 'T154', name: 'Tupolev Tu-154M' },
  { code: 'YK2', icao: 'YK42', name: 'Yakovlev Yak-42' },
  { code: 'L4T', icao: 'L410', name: 'Let L-410 Turbolet' },
  { code: 'MIH', icao: 'MI8', name: 'Mil Mi-8 (helicopter)' },
];

export const AIRCRAFT_TYPE_SET: ReadonlySet<string> = new Set(AIRCRAFT_TYPES.map((t) => t.code));
