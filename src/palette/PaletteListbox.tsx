/** The palette's list sits in the dialog instead of a floating popper, its groups named by their heading. */
import { Box, ListSubheader, Typography, type AutocompleteRenderGroupParams, type PopperProps } from '@mui/material';
import type { HTMLAttributes, Key } from 'react';
import type { PaletteEntry } from './paletteEntry';

/** Autocomplete's popper replaced by a plain block under the search box (only its class is kept). */
export const InlinePopper = ({ className, children }: PopperProps) => (
  <div className={className} role="presentation">
    {typeof children === 'function' ? null : children}
  </div>
);

export const renderPaletteGroup =
  (idPrefix: string, title: (group: string) => string) =>
  ({ key, group, children }: AutocompleteRenderGroupParams) => {
    const id = `${idPrefix}-group-${group}`;
    return (
      // The <li> only keeps the HTML list valid; the group is the <div> (role group is not allowed on <li>).
      <li key={key} role="presentation">
        <div role="group" aria-labelledby={id}>
          <ListSubheader id={id} component="div" role="presentation" sx={{ lineHeight: 2.5, fontWeight: 600 }}>
            {title(group)}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
            {children}
          </Box>
        </div>
      </li>
    );
  };

export const renderPaletteOption = (props: HTMLAttributes<HTMLLIElement> & { key: Key }, entry: PaletteEntry) => {
  const { key, ...rest } = props;
  return (
    <Box component="li" key={key} {...rest} sx={{ gap: 1.5 }}>
      <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
        {entry.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {entry.label}
        </Typography>
        {entry.detail && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {entry.detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
