/** Export: the gateway as a configuration file, downloaded; progress while the gateway is read, why it failed, and the names a plan would refuse. */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorText } from '../components';
import { ExportDuplicates } from './ExportDuplicates';
import { Section } from './Section';
import { useExportConfig } from './useExportConfig';

export const ExportCard = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const exporting = useExportConfig();
  return (
    <Section title={translate('app.configuration.export.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.configuration.export.intro')}
      </Typography>
      <Button variant="contained" startIcon={<DownloadIcon />} loading={exporting.isPending} loadingPosition="start" onClick={() => exporting.mutate()}>
        {translate('app.configuration.export.download')}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {exporting.isPending ? translate('app.configuration.export.reading') : null}
      </Typography>
      {exporting.data && <ExportDuplicates duplicates={exporting.data.duplicates} />}
      {exporting.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('app.configuration.export.failed')} {errorText(exporting.error) || null}
        </Alert>
      )}
    </Section>
  );
};
