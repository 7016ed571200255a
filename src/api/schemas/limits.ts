/**
 * Limits a screen shows without validating (a counter, an input's maxLength): apart from fields.ts, so
 * that the console's shell does not bring zod in with them.
 */

/**
 * The longest node, service or token name a form takes: the reference stores names in varchar(40)
 * columns (API-FACTS §7) without checking, so the contract states no limit and longer names are shown as they are.
 */
export const NAME_MAX_LENGTH = 40;
