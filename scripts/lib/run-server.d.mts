/** Starts the built cabinet on a fresh PGlite in a temporary folder (or on DATABASE_URL when given); resolves when it listens. */
export declare function runServer(env?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
