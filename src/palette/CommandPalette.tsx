/**
 * SPEC §9's palette, on the lists' own search. A service leads to its node's page and a domain to the
 * domains list filtered to it, where their cards and actions are.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Dialog, DialogContent, DialogTitle, InputAdornment, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Domain, Node, ServiceType } from '../api/types';
import { appRoutes } from '../appRoutes';
import { constants } from '../config';
import { InlinePopper, renderPaletteGroup, renderPaletteOption } from './PaletteListbox';
import { PaletteFollowUp, type FollowUp } from './PaletteFollowUp';
import type { PaletteEntry } from './paletteEntry';
import { usePaletteActions } from './usePaletteActions';
import { RESULTS_PER_GROUP, narrowed, useListSearch, useNodeEntries, useSearchResults } from './useSearchResults';

type Step = { kind: 'search' } | { kind: 'pick-node'; type: ServiceType };

const SEARCH: Step = { kind: 'search' };

const NODE_CHOICES = RESULTS_PER_GROUP * 2;

/** The domains list filtered to one domain (react-admin reads list filters from the URL). */
const domainInList = (domain: Domain) => `${appRoutes.domains()}?${new URLSearchParams({ filter: JSON.stringify({ q: domain.domain }) })}`;

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  onShowShortcuts: () => void;
}

interface PaletteSearchProps {
  id: string;
  open: boolean;
  step: Step;
  input: string;
  term: string;
  setInput: (input: string) => void;
  restart: (next: Step) => void;
  setFollowUp: (followUp: FollowUp) => void;
  onClose: () => void;
  onShowShortcuts: () => void;
}

/**
 * Mounted with the dialog's content only: its hooks follow the location, and the palette stays mounted
 * while closed.
 */
const PaletteSearch = ({ id, open, step, input, term, setInput, restart, setFollowUp, onClose, onShowShortcuts }: PaletteSearchProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  const picking = step.kind === 'pick-node';
  // Searches only while open: nothing keeps asking the gateway once the palette is gone (or signed out).
  const searching = open && !picking;
  const results = useSearchResults(searching ? term : '', searching ? input : '', {
    node: (node) => go(appRoutes.node(node.id)),
    domain: (domain) => go(domainInList(domain)),
    service: (service) => go(appRoutes.node(service.nodeId)),
    logs: go,
    check: (type, service) => {
      onClose();
      setFollowUp({ kind: 'check', type, service });
    },
  });
  const actions = usePaletteActions(picking ? '' : input, {
    addNode: () => setFollowUp({ kind: 'add-node' }),
    addDomain: () => setFollowUp({ kind: 'add-domain' }),
    expose: (type) => restart({ kind: 'pick-node', type }),
    openConfiguration: () => go(appRoutes.configuration()),
    showShortcuts: onShowShortcuts,
    close: onClose,
  });
  const nodeChoices = useListSearch<Node>('nodes', term, NODE_CHOICES, open && picking);
  const nodeEntries = useNodeEntries();

  let entries: PaletteEntry[];
  if (step.kind === 'pick-node') {
    const type = step.type;
    const choices = nodeEntries(nodeChoices.rows, (node) => {
      onClose();
      setFollowUp({ kind: 'expose', type, node });
    });
    entries = narrowed(choices, nodeChoices.current, term, input);
  } else {
    entries = [...results.entries, ...actions];
  }
  const fetching = picking ? nodeChoices.fetching : results.fetching;
  const label = translate(picking ? `app.palette.pick_node_${step.type}` : 'app.palette.input');

  return (
    <>
      <Autocomplete<PaletteEntry>
        id={`${id}-search`}
        open
        autoHighlight
        clearOnBlur={false}
        clearOnEscape={false}
        options={entries}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
        onChange={(_event, entry) => entry?.run()}
        onClose={(_event, reason) => {
          if (reason !== 'escape') return;
          if (picking) restart(SEARCH);
          else onClose();
        }}
        filterOptions={(options) => options}
        groupBy={(entry) => entry.group}
        getOptionLabel={(entry) => entry.label}
        getOptionKey={(entry) => entry.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        loading={fetching}
        loadingText={translate('app.palette.searching')}
        noOptionsText={translate('app.palette.no_results')}
        renderGroup={renderPaletteGroup(id, (group) => translate(`app.palette.group.${group}`))}
        renderOption={renderPaletteOption}
        slots={{ popper: InlinePopper }}
        slotProps={{
          paper: { elevation: 0, sx: { mt: 1, bgcolor: 'transparent' } },
          listbox: { sx: { maxHeight: 'min(60vh, 480px)', py: 0 } },
        }}
        renderInput={({ InputProps, InputLabelProps, inputProps, ...params }) => (
          <TextField
            {...params}
            autoFocus
            label={label}
            placeholder={translate(picking ? 'app.palette.pick_node_placeholder' : 'app.palette.placeholder')}
            slotProps={{
              htmlInput: inputProps,
              inputLabel: { ...InputLabelProps, shrink: true },
              input: {
                ...InputProps,
                // No clear button or popup arrow: the list is always open and Escape leaves.
                endAdornment: null,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate(picking ? 'app.palette.hint_back' : 'app.palette.hint')}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {fetching ? translate('app.palette.searching') : translate('app.palette.results', { smart_count: entries.length })}
      </Box>
    </>
  );
};

const CommandPalette = ({ open, onClose, onShowShortcuts }: CommandPaletteProps) => {
  const translate = useTranslate();
  const id = useId();
  const [step, setStep] = useState<Step>(SEARCH);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [followUp, setFollowUp] = useState<FollowUp | null>(null);

  // The search trails the typed text by the autocomplete delay (a new keystroke restarts it).
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), constants.autocompleteDelay);
    return () => clearTimeout(timer);
  }, [input]);

  const restart = (next: Step) => {
    setStep(next);
    setInput('');
    setTerm('');
  };
  // Each opening starts afresh (also when it reopens before its closing animation has ended).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) restart(SEARCH);
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
        slotProps={{
          paper: { sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: '10vh' } } },
        }}
      >
        <DialogTitle id={`${id}-title`} sx={visuallyHidden}>
          {translate('app.palette.title')}
        </DialogTitle>
        <DialogContent sx={{ pt: '16px !important', pb: 1 }}>
          <PaletteSearch
            id={id}
            open={open}
            step={step}
            input={input}
            term={term}
            setInput={setInput}
            restart={restart}
            setFollowUp={setFollowUp}
            onClose={onClose}
            onShowShortcuts={onShowShortcuts}
          />
        </DialogContent>
      </Dialog>
      <PaletteFollowUp followUp={followUp} onChange={setFollowUp} />
    </>
  );
};

export default CommandPalette;
