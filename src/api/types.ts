/** Friendly names for the generated contract types; the only importer of schema.gen.ts. */
import type { components, paths } from './schema.gen';

export type { paths };

type Schemas = components['schemas'];

export type GatewayNetwork = Schemas['GatewayNetwork'];
export type Node = Schemas['Node'];
export type NodeStatus = NonNullable<Node['status']>;
export type NodeCreated = Schemas['NodeCreated'];
export type NodeInput = Schemas['NodeInput'];
export type Domain = Schemas['Domain'];
export type DomainInput = Schemas['DomainInput'];
export type HttpService = Schemas['HttpService'];
export type HttpServiceInput = Schemas['HttpServiceInput'];
export type TcpService = Schemas['TcpService'];
export type TcpServiceInput = Schemas['TcpServiceInput'];
export type PersonalAccessToken = Schemas['PersonalAccessToken'];
export type PersonalAccessTokenInput = Schemas['PersonalAccessTokenInput'];
export type PersonalAccessTokenCreated = Schemas['PersonalAccessTokenCreated'];
export type PersonalAccessTokenRevoked = Schemas['PersonalAccessTokenRevoked'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type BackendCheck = Schemas['BackendCheck'];
export type ErrorBody = Schemas['ErrorBody'];
export type ValidationErrorBody = Schemas['ValidationErrorBody'];
export type LogLines = Schemas['LogLines'];
export type NodeListStreamMessage = Schemas['NodeListStreamMessage'];
export type NodeStreamMessage = Schemas['NodeStreamMessage'];

export type ServiceType = 'http' | 'tcp';
export type ServiceResource = 'http_services' | 'tcp_services';
export type Service = HttpService | TcpService;
