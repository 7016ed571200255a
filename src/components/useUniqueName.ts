/**
 * A form's name that the gateway does not hold yet (issue 41). A configuration file tells nodes apart by
 * their names, and a node's HTTP (or TCP/UDP) services by their names within the node, while the gateway
 * itself takes a name twice; the form refuses it first. The rule is an async refinement of the form's
 * schema, which react-hook-form runs through its resolver (on blur, on each change once touched, and on
 * submit, which waits for it). Each name is looked up once per opened form. A record keeps the name it
 * has (an edit of one of two namesakes is not blocked), and a failed lookup leaves the decision to the
 * gateway rather than blocking the save.
 */
import { useMemo } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { vmsg } from '../api/schemas/message';
import { nameKey, recordsNamed } from './recordsNamed';

export type NamedResource = 'nodes' | 'http_services' | 'tcp_services';

export interface UniqueNameScope {
  resource: NamedResource;
  /** The node whose services must have different names. */
  nodeId?: number;
  /** The record being edited. */
  record?: { id?: RaRecord['id']; name?: string | null };
}

const MESSAGES: Record<NamedResource, string> = {
  nodes: 'app.names.taken.node',
  http_services: 'app.names.taken.http',
  tcp_services: 'app.names.taken.tcp',
};

const nameOf = (values: unknown): string | undefined => nameKey((values as { name?: unknown } | null)?.name);

export const useUniqueName = <S extends z.ZodType>(schema: S, { resource, nodeId, record }: UniqueNameScope): S => {
  const dataProvider = useDataProvider();
  const ownId = record?.id;
  const ownName = nameKey(record?.name);
  return useMemo(() => {
    const answers = new Map<string, Promise<boolean>>();
    const taken = (name: string): Promise<boolean> => {
      const known = answers.get(name);
      if (known) return known;
      const answer = recordsNamed(dataProvider, { resource, nodeId }, name).then(
        (records) => records.some((found) => found.id !== ownId),
        () => {
          // Not known: asked again next time; meanwhile the gateway decides.
          answers.delete(name);
          return false;
        },
      );
      answers.set(name, answer);
      return answer;
    };
    return schema.refine(
      async (values) => {
        const name = nameOf(values);
        return name === undefined || name === ownName || !(await taken(name));
      },
      {
        path: ['name'],
        error: (issue) => vmsg(MESSAGES[resource], { name: nameOf(issue.input) ?? '' }),
        // Only a name that passed its own rules (required, length) is looked up.
        when: ({ value, issues }) => nameOf(value) !== undefined && !issues.some((issue) => issue.path?.[0] === 'name'),
      },
    );
  }, [schema, dataProvider, resource, nodeId, ownId, ownName]);
};
