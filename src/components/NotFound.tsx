import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export const NotFound = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h1" component="p" sx={{ fontWeight: 800, color: 'primary.main' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('app.not_found.title')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.not_found.back')}
      </Button>
    </Box>
  );
};
