/** What a step looked at: the call the console made for one record, or the list the command line read once. */
import type { CheckFacts, Message } from './types';

const msg = (key: string, args?: Message['args']): Message => ({ key: `app.check.step.source.${key}`, ...(args && { args }) });

export const serviceSource = ({ type, service, listed }: CheckFacts): Message =>
  listed ? msg(`services_${type}`) : msg(`service_${type}`, { nodeId: service.nodeId, id: service.id });

export const nodeSource = ({ service, listed }: CheckFacts): Message => (listed ? msg('nodes') : msg('node', { id: service.nodeId }));

export const pingSource = ({ service, listed }: CheckFacts): Message => (listed ? msg('ping_listed') : msg('ping', { id: service.nodeId }));
