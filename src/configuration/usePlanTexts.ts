/**
 * How a plan reads: its records, steps, field names and values in the reader's language. Everything
 * comes out as plain text (React escapes it), whatever a file or the gateway put in a name or a value.
 */
import { useMemo } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { FieldChange, PlanStep, RecordRef } from '../providers/configFile';

const isNetwork = (value: unknown): value is { interface: string; subnet: string } =>
  typeof value === 'object' && value !== null && 'interface' in value && 'subnet' in value;

/** A field's value as text: "none" for nothing, yes/no, lists joined by commas, gateway networks by name. */
export const valueText = (translate: TranslateFunction, value: unknown): string => {
  if (value === null || value === undefined || value === '') return translate('app.configuration.values.none');
  if (typeof value === 'boolean') return translate(value ? 'app.configuration.values.yes' : 'app.configuration.values.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return translate('app.configuration.values.none');
    return value
      .map((item) => (isNetwork(item) ? translate('app.configuration.values.network', { subnet: item.subnet, interface: item.interface }) : valueText(translate, item)))
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const argsOf = (ref: RecordRef) => ({ name: ref.name, node: ref.node ?? '' });

export const usePlanTexts = () => {
  const translate = useTranslate();
  return useMemo(() => {
    const field = (name: string) => translate(`app.configuration.fields.${name}`, { _: name });
    const value = (item: unknown) => valueText(translate, item);
    return {
      /** "Node "office"", "HTTP service "web" on node "office"". */
      record: (ref: RecordRef) => translate(`app.configuration.records.${ref.kind}`, argsOf(ref)),
      /** "Create node "office"". */
      step: (step: PlanStep) => translate(`app.configuration.steps.${step.action}.${step.kind}`, argsOf(step)),
      /** "Keepalive: 25 → 30", or a new record's "Keepalive: 25". */
      change: (change: FieldChange) =>
        change.before === undefined
          ? translate('app.configuration.plan.value', { field: field(change.field), value: value(change.after) })
          : translate('app.configuration.plan.change', { field: field(change.field), before: value(change.before), after: value(change.after) }),
    };
  }, [translate]);
};
