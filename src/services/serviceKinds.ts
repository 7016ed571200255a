/** What differs between HTTP and TCP/UDP services: resource names, titles, defaults (SPEC §9), texts. */
import type { Service, ServiceResource, ServiceType } from '../api/types';

export const resourceOf = (type: ServiceType): ServiceResource => (type === 'http' ? 'http_services' : 'tcp_services');

export const cardTitle: Record<ServiceType, string> = {
  http: 'app.services.card.http',
  tcp: 'app.services.card.tcp',
};

export const formTitle: Record<ServiceType, string> = {
  http: 'app.services.form.http_title',
  tcp: 'app.services.form.tcp_title',
};

/** Defaults of a new service (SPEC §9). */
export const newService: Record<ServiceType, Record<string, unknown>> = {
  http: { name: '', domain: '', pathLocation: '', backendProto: 'http', backendHost: null, backendPort: 80, allowedIps: [], blockedIps: [], requireAuth: false, skipAuthRoutes: null },
  tcp: { name: '', domain: '', proto: 'tcp', backendHost: null, backendPort: 1883, port: null, ssl: false, allowedIps: [], blockedIps: [] },
};

type AnyService = Partial<Service> & { backendProto?: string | null; proto?: string | null };

/** `<proto>://<backendHost or localhost>:<backendPort>` (API-FACTS §11.9). */
export const backendTarget = (service: AnyService): string => {
  const proto = service.backendProto ?? service.proto ?? 'http';
  return `${proto}://${service.backendHost || 'localhost'}:${service.backendPort ?? ''}`;
};

/** Only web addresses become links; anything else (tcp://…) is shown as text. */
export const isWebAddress = (address: string | null | undefined): address is string =>
  typeof address === 'string' && /^https?:\/\//i.test(address);
