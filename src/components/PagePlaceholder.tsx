import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen that a later issue fills in: reachable at its real path with its real title. */
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
