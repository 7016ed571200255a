/**
 * The file to plan: chosen (a file button), dropped (anywhere on this panel), or pasted into the text
 * field, which shows whatever came in so that it can be read and edited before planning. Then the
 * prune choice and the Plan button.
 */
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, LinearProgress, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Section } from './Section';

export interface PlanInputProps {
  text: string;
  prune: boolean;
  onText: (text: string) => void;
  onPrune: (prune: boolean) => void;
  onPlan: () => void;
  planning: boolean;
  /** A plan or a run is under way: the file and the choice stay as they are until it ends. */
  busy: boolean;
}

type FileRead = { name: string; failed: boolean };

const ACCEPT = '.yaml,.yml,application/yaml,application/x-yaml,text/yaml,text/plain';

export const PlanInput = ({ text, prune, onText, onPrune, onPlan, planning, busy }: PlanInputProps) => {
  const translate = useTranslate();
  const pruneHelpId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [read, setRead] = useState<FileRead | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file || busy) return;
    try {
      onText(await file.text());
      setRead({ name: file.name, failed: false });
    } catch {
      setRead({ name: file.name, failed: true });
    }
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Section title={translate('app.configuration.input.title')}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.configuration.input.intro')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            p: 2,
            mb: 1,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: dragging ? 'primary.main' : 'divider',
          }}
        >
          <UploadFileIcon color="action" aria-hidden />
          <Typography sx={{ flex: '1 1 12rem' }}>{translate('app.configuration.input.drop')}</Typography>
          <Button variant="outlined" disabled={busy} onClick={() => picker.current?.click()}>
            {translate('app.configuration.input.pick')}
          </Button>
          {/* Opened by the button above (a labelled, focusable control); hidden itself. */}
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            hidden
            tabIndex={-1}
            aria-label={translate('app.configuration.input.pick')}
            onChange={(event) => {
              void take(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Box>
        <Typography role="status" variant="body2" color={read?.failed ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
          {read ? translate(read.failed ? 'app.configuration.input.read_failed' : 'app.configuration.input.read', { name: read.name }) : null}
        </Typography>
        <TextField
          label={translate('app.configuration.input.text')}
          value={text}
          onChange={(event) => onText(event.target.value)}
          disabled={busy}
          multiline
          minRows={8}
          maxRows={24}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' }, input: { sx: { fontFamily: 'monospace' } } }}
        />
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={prune} disabled={busy} onChange={(event) => onPrune(event.target.checked)} slotProps={{ input: { 'aria-describedby': pruneHelpId } }} />
        }
        label={translate('app.configuration.input.prune')}
      />
      <FormHelperText id={pruneHelpId} sx={{ mt: 0, mb: 2 }}>
        {translate('app.configuration.input.prune_help')}
      </FormHelperText>
      <Button variant="contained" startIcon={<FactCheckIcon />} loading={planning} loadingPosition="start" disabled={busy || text.trim() === ''} onClick={onPlan}>
        {translate('app.configuration.input.plan')}
      </Button>
      {planning && <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.configuration.input.planning')} />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {planning ? translate('app.configuration.input.planning') : null}
      </Typography>
    </Section>
  );
};
