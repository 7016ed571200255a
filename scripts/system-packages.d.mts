export declare const SYSTEM_PACKAGES: { name: string; path: string }[];
export declare const ensureSystemPackages: (options?: { packages?: { name: string; path: string }[]; root?: boolean; apt?: boolean }) => boolean;
