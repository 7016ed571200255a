/**
 * "Check <service>": the walk from the gateway to the backend, step by step (useServiceCheck), the first
 * broken step named with what to do about it, then the service's health over time. It checks on opening
 * and again on demand; the backend is checked at most once a minute, and the dialog says when it reuses one.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { useErrorText } from '../components';
import { CheckSteps } from './CheckSteps';
import { ServiceHealthChart } from './ServiceHealthChart';
import { useCheckText } from './useCheckText';
import { useServiceCheck } from './useServiceCheck';

export interface ServiceCheckDialogProps {
  type: ServiceType;
  service: Service;
  onClose: () => void;
}

export const ServiceCheckDialog = ({ type, service, onClose }: ServiceCheckDialogProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const { text, moment } = useCheckText();
  const id = useId();
  const check = useServiceCheck(type, service);
  const { run, report } = check;
  // Once, as the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, []);
  const failure = check.error != null ? errorText(check.error) : '';
  const unknown = report?.steps.filter((step) => step.verdict === 'unknown').length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
      <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.check.title', { name: service.name })}
      </DialogTitle>
      <DialogContent dividers>
        <DialogContentText id={`${id}-description`}>{translate('app.check.description')}</DialogContentText>
        <Box role="status" sx={{ my: 2 }}>
          {check.running && (
            <Typography variant="body2">
              {translate('app.check.running', { name: service.name })}
              {check.waitingUntil !== null && ` ${translate('app.check.backend_waiting', { time: moment(check.waitingUntil) })}`}
            </Typography>
          )}
          {failure && <Alert severity="error">{translate('app.check.failed', { reason: failure })}</Alert>}
          {report && !check.running && (
            <Alert severity={report.firstBroken ? 'error' : 'success'}>
              {report.firstBroken ? (
                <>
                  <strong>{translate('app.check.first_broken', { step: translate(`app.check.steps.${report.firstBroken.id}`) })}</strong>{' '}
                  {report.firstBroken.findings.map(text).join('. ')}
                  {report.firstBroken.advice && <Box component="span" sx={{ display: 'block', mt: 0.5 }}>{translate('app.check.what_to_do', { advice: text(report.firstBroken.advice) })}</Box>}
                </>
              ) : (
                translate('app.check.all_pass')
              )}
              {unknown > 0 && ` ${translate('app.check.not_known', { smart_count: unknown })}`}
            </Alert>
          )}
        </Box>
        {report && <CheckSteps steps={report.steps} label={translate('app.check.title', { name: service.name })} />}
        {check.reusedAt !== null && (
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('app.check.backend_bound', { time: moment(check.reusedAt) })}
          </Typography>
        )}
        <Divider sx={{ my: 2 }} />
        <ServiceHealthChart type={type} service={service} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.action.close')}</Button>
        <Button variant="contained" onClick={run} loading={check.running}>
          {translate('app.check.again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
