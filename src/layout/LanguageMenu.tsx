/**
 * The top bar's language switch, shown only when more than one locale exists. The choice goes to
 * react-admin's store key 'locale' (kept through reloads and sign-outs, read by the sign-in page too);
 * the page's lang attribute follows it. Each language is named in itself and marked with its lang.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { useOpenedOnce } from '../components/useOpenedOnce';
import { LazyTooltip } from '../components/LazyTooltip';

/** The languages, the current one and a way to choose; whoever shows them keeps the page's lang current. */
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
