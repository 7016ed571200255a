/** The choice lives in react-admin's store key 'locale', so that it survives sign-outs and the sign-in page reads it. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { LazyTooltip } from '../components/LazyTooltip';

/** Whoever shows the languages keeps the page's lang attribute current. */
export const useLanguageChoice = () => {
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const choose = (next: string) => {
    if (next !== locale) setLocale(next);
  };
  return { locales, locale, choose };
};

export const LanguageMenu = () => {
  const translate = useTranslate();
  const { locales, locale, choose } = useLanguageChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor != null);
  const menuId = useId();

  if (locales.length < 2) return null;
  const current = locales.find((entry) => entry.locale === locale)?.name ?? locale;
  const open = anchor != null;

  return (
    <>
      <LazyTooltip title={translate('app.appbar.language')}>
        <Button
          color="inherit"
          startIcon={<TranslateIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          aria-label={translate('app.appbar.language_current', { language: current })}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        >
          {/* The name alone on small screens would crowd the bar: the icon and accessible name remain. */}
          <Box component="span" lang={locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {current}
          </Box>
        </Button>
      </LazyTooltip>
      {opened && (
        <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
          {locales.map((entry) => (
            <MenuItem
              key={entry.locale}
              lang={entry.locale}
              selected={entry.locale === locale}
              aria-current={entry.locale === locale ? 'true' : undefined}
              onClick={() => {
                setAnchor(null);
                choose(entry.locale);
              }}
            >
              {entry.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
};
