/** A read-only value with a copy button and a 2-second "copied" confirmation (SPEC §9). */
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { LazyTooltip } from './LazyTooltip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { constants, devLog } from '../config';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** What goes on the clipboard, when it differs from what is shown. */
  copyValue?: string;
  multiline?: boolean;
}

export const useCopy = () => {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), constants.copyConfirmMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      setCopied(false);
      devLog('copy failed', error);
    }
  };
  return { copied, copy };
};

export const CopyField = ({ label, value, copyValue, multiline }: CopyFieldProps) => {
  const translate = useTranslate();
  const { copied, copy } = useCopy();
  const action = translate(copied ? 'app.action.copied' : 'app.action.copy');
  return (
    <TextField
      label={translate(label, { _: label })}
      value={value}
      fullWidth
      multiline={multiline}
      margin="dense"
      slotProps={{
        input: {
          readOnly: true,
          sx: { fontFamily: 'monospace' },
          endAdornment: (
            <InputAdornment position="end">
              <LazyTooltip title={action}>
                <IconButton aria-label={action} onClick={() => copy(copyValue ?? value)} edge="end">
                  {copied ? <CheckIcon color="success" /> : <ContentCopyIcon />}
                </IconButton>
              </LazyTooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
