/**
 * The parts a line may break between: `http://localhost:8080` gives `http://`, `localhost`, `:8080`;
 * what does not read as an address (an IPv6 host without brackets, a bare word) is one part.
 */
const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/)?(\[[^\]]*\]|[^/:?#[\]]*)(:\d+)?([^?#]*)([?#].*)?$/i;

export const addressParts = (address: string): string[] => {
  const match = ADDRESS.exec(address);
  if (!match) return [address];
  const [, scheme = '', host, port = '', path, rest = ''] = match;
  if (path && !path.startsWith('/')) return [address];
  const parts = [scheme, host, port, ...(path.match(/\/[^/]*/g) ?? []), rest].filter((part) => part !== '');
  // A trailing '/' stays with the part before it: no line starts with a lone slash.
  if (parts.length > 1 && parts[parts.length - 1] === '/' && !parts[parts.length - 2].endsWith('/')) parts.splice(-2, 2, `${parts[parts.length - 2]}/`);
  return parts;
};
