/** What a bulk action is: which selected records it changes, how, and the words for it. */
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
  /** One record's call. */
  run: (dataProvider: ConsoleDataProvider, record: R) => Promise<{ data: unknown }>;
  /**
   * i18n keys, each given `smart_count`: the confirmation's title, description and accept label, the
   * toast when every call succeeded, the results dialog's title when some failed, and the note about
   * the selected records it leaves alone.
   */
  texts: { title: string; description: string; accept: string; done: string; partial: string; skipped: string };
}
