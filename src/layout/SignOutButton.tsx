import LogoutIcon from '@mui/icons-material/Logout';
import { CircularProgress, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSignOut } from '../components/useSignOut';
import { LazyTooltip } from '../components/LazyTooltip';

export const SignOutButton = () => {
  const translate = useTranslate();
  const { signOut, pending } = useSignOut();
  const label = translate(pending ? 'app.auth.signing_out' : 'app.auth.sign_out');

  return (
    <LazyTooltip title={label}>
      <span>
        <IconButton color="inherit" onClick={signOut} disabled={pending} aria-label={label} aria-busy={pending}>
          {pending ? <CircularProgress size={20} color="inherit" aria-hidden /> : <LogoutIcon />}
        </IconButton>
      </span>
    </LazyTooltip>
  );
};
