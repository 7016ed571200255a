/** The trail above a logs screen (SPEC §2): links for the parents, the current page last. */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TruncatedText } from '../components/TruncatedText';

export interface Crumb {
  label: string;
  /** In-app path; a crumb without one is plain text. */
  to?: string;
}

export const LogsBreadcrumbs = ({ trail }: { trail: Crumb[] }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('app.logs.breadcrumb.label')}>
      {/* A long crumb (a domain) is cut, whole in a tooltip: the trail never pushes the page sideways. */}
      {trail.map((crumb, index) => (
        <TruncatedText key={index} text={crumb.label}>
          {(label) =>
            crumb.to ? (
              <Link component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                {label}
              </Link>
            ) : (
              <Typography component="span" color="text.secondary">
                {label}
              </Typography>
            )
          }
        </TruncatedText>
      ))}
      <Typography color="text.primary" aria-current="page">
        {translate('app.logs.title')}
      </Typography>
    </Breadcrumbs>
  );
};
