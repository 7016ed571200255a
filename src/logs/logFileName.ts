/** `example.com` → `example.com-2024-05-01T10-20-30Z.log`; anything unsafe in a file name becomes `_`. */
export const logFileName = (base: string, at: Date = new Date()): string => {
  const safeBase = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'logs';
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
  return `${safeBase}-${stamp}.log`;
};
