/**
 * Not react-admin's SearchInput, whose filter form sets state in a layout effect that re-renders the whole
 * list before paint; tests/unit/components/ListSearchInput.test.tsx compares the two.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ResettableTextField, useListContext, useTranslate } from 'react-admin';

export interface ListSearchInputProps {
  label: string;
  source?: string;
}

/** react-admin's filter form waits this long after the last keystroke. */
const DEBOUNCE_MS = 500;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

export const ListSearchInput = ({ label, source = 'q' }: ListSearchInputProps) => {
  const translate = useTranslate();
  const list = useListContext();
  const applied = textOf(list.filterValues[source]);
  const [text, setText] = useState(applied);
  // The last text this box applied: a filter changed elsewhere (cleared, the address, the palette)
  // replaces the text, its own (debounced) answer does not overwrite what was typed meanwhile.
  const sent = useRef(applied);
  useEffect(() => {
    if (applied !== sent.current) {
      sent.current = applied;
      setText(applied);
    }
  }, [applied]);
  // The filters as they are when the search applies, not as they were at the keystroke (a status
  // filter picked meanwhile is kept).
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The resettable field's clear button calls onChange with '' instead of an event.
  const onChange = (event: ChangeEvent<HTMLInputElement> | string) => {
    const next = typeof event === 'string' ? event : event.target.value;
    setText(next);
    sent.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { filterValues, displayedFilters, setFilters } = latest.current;
      const { [source]: _previous, ...others } = filterValues;
      setFilters(next === '' ? others : { ...others, [source]: next }, displayedFilters);
    }, DEBOUNCE_MS);
  };

  // Never below a usable width: wide actions (a large fleet's counts) go to the next line.
  return (
    <Box sx={{ flex: '1 1 auto', minWidth: { sm: 220 }, py: 1 }}>
      <ResettableTextField
        className={`ra-input ra-input-${source}`}
        value={text}
        onChange={onChange}
        resettable
        hiddenLabel
        label=""
        placeholder={translate('ra.action.search')}
        size="small"
        helperText={false}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        inputProps={{ 'aria-label': label }}
        InputProps={{
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        }}
      />
    </Box>
  );
};
