/**
 * The top bar's refresh button and loading spinner: react-admin's LoadingIndicator (the refresh button
 * hidden under a spinner while anything loads) with a tooltip mounted on first use, for the reason
 * given in SidebarToggle.tsx.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton } from '@mui/material';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';

export const RefreshButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <LazyTooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => refresh()} sx={{ opacity: loading ? 0 : undefined }}>
          <RefreshIcon />
        </IconButton>
      </LazyTooltip>
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
};
