import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Keeps a screen's real path and title reachable until the screen exists. */
export const PagePlaceholder = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(title)}
        </Typography>
      </CardContent>
    </Card>
  );
};
