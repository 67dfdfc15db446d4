export const PERMISSIONS_OFF: string[];
export const CACHE: { hashed: string; fresh: string };
export const HASHED_PREFIX: string;
export const FRESH_PATHS: string[];
export function securityHeaders(policy: string): [string, string][];
export function deployFiles(policy: string): Record<string, string>;
