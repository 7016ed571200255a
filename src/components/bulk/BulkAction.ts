import type { ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { ConfirmVariant } from '../ConfirmDialog';

export interface BulkAction<R extends RaRecord> {
  key: string;
  /** i18n key of the button. */
  label: string;
  icon: ReactElement;
  variant: ConfirmVariant;
  /** Whether it changes this record; the other selected ones are left as they are (and the confirmation says so). */
  applies: (record: R) => boolean;
  run: (dataProvider: ConsoleDataProvider, record: R) => Promise<{ data: unknown }>;
  /** i18n keys given `smart_count`; `partial` titles the results when some calls failed, `skipped` notes the records left alone. */
  texts: { title: string; description: string; accept: string; done: string; partial: string; skipped: string };
}
