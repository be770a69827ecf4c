/** A TCP port nothing listens on right now. */
export declare const freePort: () => Promise<number>;
