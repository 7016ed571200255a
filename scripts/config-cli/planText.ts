/** A plan as an operator reads it in a terminal: each step, its fields or field changes, then the counts and notes. */
import type { Plan, PlanStep, RecordKind } from '../../src/providers/configFile';
import { say } from './messages';

const KIND: Record<RecordKind, string> = { domain: 'domain', node: 'node', http: 'HTTP service', tcp: 'TCP/UDP service' };
const MARK = { create: '+', update: '~', delete: '-' } as const;

/** `create node office`, `update HTTP service web on node office`: how progress lines and reports name a step. */
export const stepTitle = (step: PlanStep): string => `${step.action} ${KIND[step.kind]} ${step.name}${step.node ? ` on node ${step.node}` : ''}`;

/** A field's value in one line: lists joined, nothing shown as (none). */
export const showValue = (value: unknown): string => {
  if (value === undefined || value === null) return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(showValue).join(', ');
  if (typeof value === 'object') return Object.values(value).map(showValue).join(' ');
  if (value === '') return '""';
  return String(value);
};

const stepLines = (step: PlanStep): string[] => {
  const head = `  ${MARK[step.action]} ${stepTitle(step)}`;
  if (step.action === 'delete') return [head];
  if (step.action === 'create') {
    // A new record's fields as it will hold them, without the empty ones (a list of "(none)" says nothing).
    const set = step.changes.filter((change) => showValue(change.after) !== '(none)');
    return [head, ...set.map((change) => `      ${change.field}: ${showValue(change.after)}`)];
  }
  return [head, ...step.changes.map((change) => `      ${change.field}: ${showValue(change.before)} → ${showValue(change.after)}`)];
};

const count = (steps: PlanStep[], action: PlanStep['action']) => steps.filter((step) => step.action === action).length;

export const planLines = (plan: Plan): string[] => {
  const lines = plan.steps.flatMap(stepLines);
  const { steps } = plan;
  const summary =
    steps.length === 0
      ? 'Nothing to change: the gateway already is as the file says.'
      : `${steps.length} change${steps.length === 1 ? '' : 's'}: ` +
        `${count(steps, 'create')} to create, ${count(steps, 'update')} to update, ${count(steps, 'delete')} to delete.`;
  const unlisted = plan.unlisted.length
    ? [`${plan.unlisted.length} on the gateway but not in the file, left alone (--prune would delete them).`]
    : [];
  const notes = plan.notes.length ? ['', 'Notes:', ...plan.notes.map((note) => `  - ${say(note)}`)] : [];
  return [...lines, ...(lines.length ? [''] : []), summary, `${plan.unchanged.length} unchanged.`, ...unlisted, ...notes];
};
