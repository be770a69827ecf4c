export function atLeast(version: string, minimum: string): boolean;
