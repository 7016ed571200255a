/** What a gateway holds of what a configuration file describes, read through the typed client. */
import type { Domain, HttpService, Node, TcpService } from '../../api/types';
import type { Api } from '../apiClient';
import { readList } from '../listAnswer';

/** Rows per request while reading every record. */
const PAGE = 1_000;

export interface GatewayState {
  domains: Domain[];
  /** Every node but the local one (the gateway's own, which no file manages). */
  nodes: Node[];
  /** The local node's name, which no file may use. */
  localNames: string[];
  http: HttpService[];
  tcp: TcpService[];
}

type Page<T> = { data: T[]; total: number } | T[];

/** Every row of a paged list. */
export const readAll = async <T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = readList(await read(page), page, PAGE);
    rows.push(...answer.data);
    if (answer.data.length < PAGE || rows.length >= answer.total) return rows;
  }
};

export const readGateway = async (api: Api): Promise<GatewayState> => {
  // One request at a time: the reference's rate limiter answers late, and a late 429 meeting answers
  // still being sent can stop that server (ERR_HTTP_HEADERS_SENT).
  const domains = await readAll((page) => api.get('/domains', { query: { page, limit: PAGE } }));
  const allNodes = await readAll((page) => api.get('/nodes', { query: { page, limit: PAGE } }));
  const http = await readAll((page) => api.get('/services/http', { query: { page, limit: PAGE } }));
  const tcp = await readAll((page) => api.get('/services/tcp', { query: { page, limit: PAGE } }));
  const local = new Set(allNodes.filter((node) => node.isLocal).map((node) => node.id));
  return {
    domains,
    nodes: allNodes.filter((node) => !local.has(node.id)),
    localNames: allNodes.filter((node) => local.has(node.id)).map((node) => node.name),
    http: http.filter((service) => !local.has(service.nodeId)),
    tcp: tcp.filter((service) => !local.has(service.nodeId)),
  };
};
