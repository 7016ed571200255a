/** The status region is always there so that the text is announced. */
import { Alert } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

export const LogGatewayError = memo(({ message }: { message: string | null }) => {
  const translate = useTranslate();
  return (
    <div role="status" aria-live="polite" className="log-gateway-status">
      {message !== null && (
        // Not a second live region: the wrapper announces it.
        <Alert severity="error" role="none">
          {translate('app.logs.gateway_error')}{' '}
          <span className="log-gateway-text">{message}</span>
        </Alert>
      )}
    </div>
  );
});
LogGatewayError.displayName = 'LogGatewayError';
