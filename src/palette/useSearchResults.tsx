/**
 * While a newer text waits, the previous answer stays, narrowed to what the whole text matches, so that a
 * quick Enter never runs a stale entry.
 */
import DnsIcon from '@mui/icons-material/Dns';
import HttpIcon from '@mui/icons-material/Http';
import LanguageIcon from '@mui/icons-material/Language';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import TroubleshootIcon from '@mui/icons-material/Troubleshoot';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { Domain, HttpService, Node, ServiceType, TcpService } from '../api/types';
import { appRoutes } from '../appRoutes';
import { asksFor, matches, searchWord, withoutWord, type PaletteEntry } from './paletteEntry';

/** Entries per kind: enough to pick from, short enough to read. */
export const RESULTS_PER_GROUP = 5;

const LOGS_ENTRIES = RESULTS_PER_GROUP * 2;

/** `current` is false while the rows are those of an earlier term. */
export const useListSearch = <T extends RaRecord>(resource: string, term: string, perPage: number, enabled: boolean, commands = '') => {
  const word = searchWord(term, commands);
  const { data, isFetching, isPlaceholderData } = useGetList<T>(
    resource,
    { filter: word ? { q: word } : {}, pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' } },
    { enabled, placeholderData: keepPreviousData },
  );
  return {
    rows: enabled ? (data ?? []) : [],
    current: !isPlaceholderData,
    fetching: enabled && isFetching,
  };
};

/**
 * The gateway matched the word it was asked for anywhere (e.g. a service's domain); the names must match
 * the other words, or the whole text once the user has typed on.
 */
export const narrowed = (entries: PaletteEntry[], current: boolean, term: string, text: string, commands = ''): PaletteEntry[] => {
  const typed = text.trim();
  const rest = current && term === typed ? withoutWord(typed, searchWord(typed, commands)) : typed;
  return entries.filter((entry) => matches(entry.label, rest));
};

export interface EntityTargets {
  node: (node: Node) => void;
  domain: (domain: Domain) => void;
  service: (service: HttpService | TcpService) => void;
  logs: (path: string) => void;
  check: (type: ServiceType, service: HttpService | TcpService) => void;
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

export const useSearchResults = (term: string, text: string, targets: EntityTargets) => {
  const translate = useTranslate();
  const nodeEntries = useNodeEntries();
  const enabled = term !== '';
  // The wording of the logs and check entries: "Open logs of", "Check".
  const logsCommands = translate('app.palette.logs.open', { name: '' });
  const checkCommands = translate('app.palette.check.open', { name: '' });
  const commands = `${logsCommands} ${checkCommands}`;
  const nodes = useListSearch<Node>('nodes', term, RESULTS_PER_GROUP, enabled, commands);
  const domains = useListSearch<Domain>('domains', term, RESULTS_PER_GROUP, enabled, commands);
  const http = useListSearch<HttpService>('http_services', term, RESULTS_PER_GROUP, enabled, commands);
  const tcp = useListSearch<TcpService>('tcp_services', term, RESULTS_PER_GROUP, enabled, commands);
  const httpTarget = (service: HttpService) => `${service.domain ?? ''}${service.pathLocation ?? ''}` || '-';
  const tcpDetail = (service: TcpService) => ({ proto: (service.proto ?? 'tcp').toUpperCase(), port: service.port ?? '-' });
  const logsEntry = (key: string, name: string, detail: string, path: string): PaletteEntry => ({
    key: `logs-${key}`,
    group: 'logs',
    label: translate('app.palette.logs.open', { name }),
    detail,
    icon: <ReceiptLongIcon />,
    run: () => targets.logs(path),
  });
  const checkEntry = (type: ServiceType, service: HttpService | TcpService, detail: string): PaletteEntry => ({
    key: `check-${type}-${service.id}`,
    group: 'checks',
    label: translate('app.palette.check.open', { name: service.name }),
    detail,
    icon: <TroubleshootIcon />,
    run: () => targets.check(type, service),
  });
  const checks: PaletteEntry[] = asksFor(checkCommands, text)
    ? [
        ...http.rows.map((service) => checkEntry('http', service, translate('app.palette.detail.http_check', { target: httpTarget(service) }))),
        ...tcp.rows.map((service) => checkEntry('tcp', service, translate('app.palette.detail.tcp_check', tcpDetail(service)))),
      ]
    : [];
  const logs: PaletteEntry[] = asksFor(logsCommands, text)
    ? [
        ...domains.rows.map((domain) =>
          logsEntry(`domain-${domain.id}`, domain.domain, translate('app.palette.detail.domain_logs'), appRoutes.domainLogs(domain.domain)),
        ),
        ...http.rows.map((service) =>
          logsEntry(
            `http-${service.id}`,
            service.name,
            translate('app.palette.detail.http_logs', { target: httpTarget(service) }),
            appRoutes.serviceLogs(service.nodeId, 'http', service.id),
          ),
        ),
        ...tcp.rows.map((service) =>
          logsEntry(
            `tcp-${service.id}`,
            service.name,
            translate('app.palette.detail.tcp_logs', tcpDetail(service)),
            appRoutes.serviceLogs(service.nodeId, 'tcp', service.id),
          ),
        ),
      ]
    : [];

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
      detail: translate('app.palette.detail.http', { target: httpTarget(service) }),
      icon: <HttpIcon />,
      run: () => targets.service(service),
    })),
    ...tcp.rows.map((service): PaletteEntry => ({
      key: `tcp-${service.id}`,
      group: 'tcp',
      label: service.name,
      detail: translate('app.palette.detail.tcp', tcpDetail(service)),
      icon: <SettingsEthernetIcon />,
      run: () => targets.service(service),
    })),
    ...logs,
    ...checks,
  ];
  const all = [nodes, domains, http, tcp];
  const found = text.trim() ? narrowed(entries, all.every((list) => list.current), term, text, commands) : [];
  const commandGroups = ['logs', 'checks'];
  return {
    entries: [
      ...found.filter((entry) => !commandGroups.includes(entry.group)),
      ...commandGroups.flatMap((group) => found.filter((entry) => entry.group === group).slice(0, LOGS_ENTRIES)),
    ],
    fetching: all.some((list) => list.fetching),
  };
};
