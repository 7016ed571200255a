/**
 * Not react-admin's LoadingIndicator, whose MUI Tooltip sets state during React's commit through a ref
 * callback. tests/integration/shell/appBar.test.tsx compares the two.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { CircularProgress, IconButton, styled } from '@mui/material';
import { LoadingIndicatorClasses, useLoading, useRefresh, useTranslate } from 'react-admin';
import { LazyTooltip } from '../components/LazyTooltip';

/** react-admin's indicator styles, under its theme name. */
const Root = styled('div', { name: 'RaLoadingIndicator', overridesResolver: (_props, styles) => styles.root })({
  position: 'relative',
  [`& .${LoadingIndicatorClasses.loadedIcon}.${LoadingIndicatorClasses.loadedLoading}`]: { opacity: 0 },
  [`& .${LoadingIndicatorClasses.loader}`]: { position: 'absolute', top: '30%', left: '30%' },
});

export const RefreshButton = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Root>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          className={loading ? `${LoadingIndicatorClasses.loadedIcon} ${LoadingIndicatorClasses.loadedLoading}` : LoadingIndicatorClasses.loadedIcon}
          onClick={() => refresh()}
        >
          <RefreshIcon />
        </IconButton>
      </LazyTooltip>
      {loading && (
        <CircularProgress
          className={`app-loader ${LoadingIndicatorClasses.loader}`}
          color="inherit"
          size={16}
          thickness={6}
          aria-label={translate('ra.page.loading')}
        />
      )}
    </Root>
  );
};
