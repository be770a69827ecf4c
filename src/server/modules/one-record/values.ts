// The cargo ontology's small embedded nodes the objects share: a measured value, an airport.

/** A `cargo:Value`: a number and its UN/ECE unit code (KGM kilograms, CMT centimetres, MTQ cubic metres). */
export const value = (numericalValue: number, unit: 'KGM' | 'CMT' | 'MTQ') => ({ '@type': 'cargo:Value', 'cargo:numericalValue': numericalValue, 'cargo:unit': unit });

/** A `cargo:Location` named by its IATA airport code. */
export const airport = (code: string) => ({
  '@type': 'cargo:Location',
  'cargo:locationType': 'AIRPORT',
  'cargo:locationCodes': [{ '@type': 'cargo:CodeListElement', 'cargo:code': code, 'cargo:codeListName': 'IATA airport codes' }],
});

/** A code of a code list (an FSU status code, a booking status). */
export const code = (text: string, list: string) => ({ '@type': 'cargo:CodeListElement', 'cargo:code': text, 'cargo:codeListName': list });
