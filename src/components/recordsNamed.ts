/**
 * The records of a list that carry exactly a name, found through the data provider's search, which every
 * gateway answers: its own `search` where it has one, else the console's search of the whole list or of
 * the fleet's stream (docs/architecture.md, "Search on any gateway"). A search matches parts of names
 * (and of addresses), so its matches are read page by page and the exact ones kept.
 */
import type { DataProvider, RaRecord } from 'react-admin';

const PAGE = 100;

export interface NamedScope {
  resource: string;
  /** The node whose services are searched. */
  nodeId?: number;
}

/** Names are compared as a configuration file reads them: trimmed, case kept (src/providers/configFile). */
export const nameKey = (name: unknown): string | undefined => (typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined);

export const recordsNamed = async (dataProvider: DataProvider, { resource, nodeId }: NamedScope, name: string): Promise<RaRecord[]> => {
  const found: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total = 0 } = await dataProvider.getList(resource, {
      pagination: { page, perPage: PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: name },
      meta: nodeId === undefined ? undefined : { nodeId },
    });
    found.push(...data.filter((record) => nameKey(record.name) === name));
    if (data.length < PAGE || page * PAGE >= total) return found;
  }
};
