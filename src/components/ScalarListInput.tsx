/**
 * Not ArrayInput: react-hook-form's useFieldArray drops falsy entries (`compact` in `_getFieldArray`,
 * react-hook-form 7.92), so the empty entry SPEC asks for when OAuth2 is switched on would vanish.
 */
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, IconButtonWithTooltip, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

export interface ScalarListInputProps {
  source: string;
  label: string;
  /** Label of one entry; receives `%{index}` (1-based). */
  itemLabel: string;
  addLabel: string;
  helperText?: string;
  placeholder?: string;
}

export const ScalarListInput = ({ source, label, itemLabel, addLabel, helperText, placeholder }: ScalarListInputProps) => {
  const translate = useTranslate();
  const { getValues, setValue, getFieldState, trigger } = useFormContext();
  const watched = useWatch({ name: source }) as unknown;
  const count = Array.isArray(watched) ? watched.length : 0;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  const entries = (): string[] => {
    const value = getValues(source) as unknown;
    return Array.isArray(value) ? (value as string[]) : [];
  };
  const replace = (next: string[]) => {
    setValue(source, next, { shouldDirty: true });
    // Errors are kept by index: re-check so that none is left on the wrong entry.
    if (getFieldState(source).error) void trigger(source);
  };
  const add = () => {
    const next = [...entries(), ''];
    setFocusIndex(next.length - 1);
    replace(next);
  };
  const remove = (index: number) => {
    setFocusIndex(null);
    replace(entries().filter((_, at) => at !== index));
  };

  return (
    <FormControl component="fieldset" margin="dense" fullWidth sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
        {translate(label, { _: label })}
      </FormLabel>
      {count > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {Array.from({ length: count }, (_, index) => {
            const name = translate(itemLabel, { index: index + 1 });
            return (
              <Stack component="li" key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextInput
                  source={`${source}.${index}`}
                  label={name}
                  placeholder={placeholder}
                  autoFocus={index === focusIndex}
                  size="small"
                  sx={{ flex: 1 }}
                />
                <Box sx={{ pt: 1.5 }}>
                  <IconButtonWithTooltip
                    label={translate('app.action.remove_item', { name })}
                    size="small"
                    color="warning"
                    onClick={() => remove(index)}
                  >
                    <RemoveIcon fontSize="small" />
                  </IconButtonWithTooltip>
                </Box>
              </Stack>
            );
          })}
        </Box>
      )}
      <Box>
        <Button label={addLabel} size="small" onClick={add}>
          <AddIcon />
        </Button>
      </Box>
      {helperText && <FormHelperText>{translate(helperText, { _: helperText })}</FormHelperText>}
    </FormControl>
  );
};
