import type { IStringifyOptions, IParseOptions } from 'qs';

// Section 2: the router's query strings use non-indexed arrays, skip nulls and allow depth 3.
export const routerStringifyOptions: IStringifyOptions = { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true };
export const routerParseOptions: IParseOptions = { depth: 3 };

// Section 7: API queries use indexed arrays and skip nulls.
export const apiStringifyOptions: IStringifyOptions = { arrayFormat: 'indices', skipNulls: true, encodeValuesOnly: true };
export const apiParseOptions: IParseOptions = { depth: 3, arrayLimit: 1000 };
