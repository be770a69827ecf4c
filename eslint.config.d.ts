// The lint configuration's types, for the tests that read it (tests/lint).

/** The business areas the lint holds each side to: the same list as src/shared/areas.ts. */
export declare const AREAS: readonly string[];
declare const config: unknown[];
export default config;
