/**
 * The palette's search: the same getList calls, with the same `{ q }` filter, as the nodes and domains
 * lists, on nodes, domains, HTTP services and TCP services (on a gateway without search, the data
 * provider searches the whole list itself, as for the lists).
 *
 * While a newer text waits for its answer, the previous answer stays, narrowed to the entries whose
 * name holds the text typed since: nothing that no longer matches can be run by a quick Enter.
 */
import DnsIcon from '@mui/icons-material/Dns';
import HttpIcon from '@mui/icons-material/Http';
import LanguageIcon from '@mui/icons-material/Language';
import RouterIcon from '@mui/icons-material/Router';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { Domain, HttpService, Node, TcpService } from '../api/types';
import { matches, type PaletteEntry } from './paletteEntry';

/** Entries per kind: enough to pick from, short enough to read. */
export const RESULTS_PER_GROUP = 5;

/**
 * A list's first matches, with the lists' own filter and order; idle while `enabled` is false.
 * `current` is false while the rows are those of an earlier term.
 */
export const useListSearch = <T extends RaRecord>(resource: string, term: string, perPage: number, enabled: boolean) => {
  const { data, isFetching, isPlaceholderData } = useGetList<T>(
    resource,
    { filter: term ? { q: term } : {}, pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' } },
    { enabled, placeholderData: keepPreviousData },
  );
  return {
    rows: enabled ? (data ?? []) : [],
    current: !isPlaceholderData,
    fetching: enabled && isFetching,
  };
};

/** The entries of an answer to `term`, narrowed to `text` when the user has typed on since. */
export const narrowed = (entries: PaletteEntry[], current: boolean, term: string, text: string): PaletteEntry[] =>
  current && term === text.trim() ? entries : entries.filter((entry) => matches(entry.label, text.trim()));

export interface EntityTargets {
  node: (node: Node) => void;
  domain: (domain: Domain) => void;
  service: (service: HttpService | TcpService) => void;
}

export const useNodeEntries = () => {
  const translate = useTranslate();
  return (nodes: Node[], onPick: (node: Node) => void): PaletteEntry[] =>
    nodes.map((node) => ({
      key: `node-${node.id}`,
      group: 'nodes',
      label: node.name,
      detail: node.isLocal
        ? translate('app.palette.detail.local')
        : translate(node.isGateway ? 'app.palette.detail.gateway' : 'app.palette.detail.node', { address: node.address }),
      icon: node.isGateway ? <RouterIcon /> : <DnsIcon />,
      run: () => onPick(node),
    }));
};

/** Nodes, domains and services found for `term` (nothing for an empty term), `text` being what is typed now. */
export const useSearchResults = (term: string, text: string, targets: EntityTargets) => {
  const translate = useTranslate();
  const nodeEntries = useNodeEntries();
  const enabled = term !== '';
  const nodes = useListSearch<Node>('nodes', term, RESULTS_PER_GROUP, enabled);
  const domains = useListSearch<Domain>('domains', term, RESULTS_PER_GROUP, enabled);
  const http = useListSearch<HttpService>('http_services', term, RESULTS_PER_GROUP, enabled);
  const tcp = useListSearch<TcpService>('tcp_services', term, RESULTS_PER_GROUP, enabled);

  const entries: PaletteEntry[] = [
    ...nodeEntries(nodes.rows, targets.node),
    ...domains.rows.map((domain): PaletteEntry => ({
      key: `domain-${domain.id}`,
      group: 'domains',
      label: domain.domain,
      detail: translate('app.palette.detail.domain'),
      icon: <LanguageIcon />,
      run: () => targets.domain(domain),
    })),
    ...http.rows.map((service): PaletteEntry => ({
      key: `http-${service.id}`,
      group: 'http',
      label: service.name,
      detail: translate('app.palette.detail.http', { target: `${service.domain ?? ''}${service.pathLocation ?? ''}` || '-' }),
      icon: <HttpIcon />,
      run: () => targets.service(service),
    })),
    ...tcp.rows.map((service): PaletteEntry => ({
      key: `tcp-${service.id}`,
      group: 'tcp',
      label: service.name,
      detail: translate('app.palette.detail.tcp', { proto: (service.proto ?? 'tcp').toUpperCase(), port: service.port ?? '-' }),
      icon: <SettingsEthernetIcon />,
      run: () => targets.service(service),
    })),
  ];
  const all = [nodes, domains, http, tcp];
  return {
    entries: text.trim() ? narrowed(entries, all.every((list) => list.current), term, text) : [],
    fetching: all.some((list) => list.fetching),
  };
};
