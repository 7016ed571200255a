export declare const DEFAULT_PORT: number;
