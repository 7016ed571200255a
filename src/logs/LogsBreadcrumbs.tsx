/** The trail above a logs screen (SPEC §2): links for the parents, the current page last. */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** In-app path; a crumb without one is plain text. */
  to?: string;
}

export const LogsBreadcrumbs = ({ trail }: { trail: Crumb[] }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('app.logs.breadcrumb.label')}>
      {trail.map((crumb, index) =>
        crumb.to ? (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={index} color="text.secondary">
            {crumb.label}
          </Typography>
        ),
      )}
      <Typography color="text.primary" aria-current="page">
        {translate('app.logs.title')}
      </Typography>
    </Breadcrumbs>
  );
};
