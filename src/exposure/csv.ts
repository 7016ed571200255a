/**
 * RFC 4180. Names and addresses come from the gateway, so a cell a spreadsheet would read as a formula
 * gets a leading apostrophe (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

export const csvField = (value: string | number | boolean | null | undefined): string => {
  const text = neutraliseFormula(value == null ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: string[], rows: (string | number | boolean | null | undefined)[][]): string =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
