import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/** A dash to the eye and "Not known" to a screen reader, which would otherwise read "dash" or nothing. */
export const UnknownValue = () => {
  const translate = useTranslate();
  return (
    <>
      <span aria-hidden="true">-</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('app.charts.unknown')}
      </Box>
    </>
  );
};
