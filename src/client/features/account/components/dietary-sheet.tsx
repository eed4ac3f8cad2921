import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useTenant } from '../../../tenant/tenant-context';
import { usePreferenceOptions, usePreferences, useSavePreferences } from '../../../api/account';
import type { PreferenceType, Preferences } from '../../../api/account';
import { accountMessages as m } from '../messages';

type ListKey = keyof Preferences['preferences'];
const LISTS: { key: ListKey; label: MessageDescriptor }[] = [
  { key: 'like', label: m.prefLike },
  { key: 'dislike', label: m.prefDislike },
  { key: 'dietary', label: m.prefDietary },
  { key: 'allergic', label: m.prefAllergic },
];

/** Adds or removes one option of a list (chips toggle). */
export function toggleChoice(doc: Preferences, key: ListKey, option: string): Preferences {
  const list = doc.preferences[key];
  const next = list.includes(option) ? list.filter((o) => o !== option) : [...list, option];
  return { ...doc, preferences: { ...doc.preferences, [key]: next } };
}

function ChoiceList({
  type,
  label,
  selected,
  onToggle,
  enabled,
}: {
  type: PreferenceType;
  label: string;
  selected: string[];
  onToggle: (option: string) => void;
  enabled: boolean;
}) {
  const options = usePreferenceOptions(type, enabled);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(options.data ?? []).map((option) => {
          const on = selected.includes(option);
          return (
            <Chip
              key={option}
              label={option}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => onToggle(option)}
              aria-pressed={on}
            />
          );
        })}
      </Box>
    </Box>
  );
}

function DemographicSelect({
  type,
  label,
  value,
  onChange,
  enabled,
}: {
  type: 'race' | 'citizenship';
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  enabled: boolean;
}) {
  const intl = useIntl();
  const options = usePreferenceOptions(type, enabled);
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
      sx={{ mb: 2 }}
    >
      <MenuItem value="">{intl.formatMessage(m.prefNone)}</MenuItem>
      {(options.data ?? []).map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Member dietary preferences bottom sheet: likes, dislikes, dietary needs, allergies, consent and demographic. */
export function DietarySheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const tenant = useTenant();
  const dispatch = useAppDispatch();
  const saved = usePreferences(open);
  const save = useSavePreferences();
  const [doc, setDoc] = useState<Preferences | null>(null);
  useEffect(() => {
    if (open && saved.data) setDoc(saved.data);
  }, [open, saved.data]);

  const submit = () =>
    doc &&
    save.mutate(doc, {
      onSuccess: () => {
        dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.saved) }));
        onClose();
      },
    });

  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85dvh', maxWidth: 600, mx: 'auto' },
          role: 'dialog',
          'aria-labelledby': 'dietary-title',
        },
      }}
    >
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        <Typography id="dietary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {intl.formatMessage(m.dietary)}
        </Typography>
        {saved.isError && <Alert severity="error">{saved.error.message}</Alert>}
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
        {!doc && !saved.isError && <CircularProgress aria-label={intl.formatMessage(m.loading)} />}
        {doc && (
          <>
            {LISTS.map(({ key, label }) => (
              <ChoiceList
                key={key}
                type={key}
                label={intl.formatMessage(label)}
                selected={doc.preferences[key]}
                onToggle={(option) => setDoc(toggleChoice(doc, key, option))}
                enabled={open}
              />
            ))}
            <DemographicSelect
              type="race"
              label={intl.formatMessage(m.prefRace)}
              value={doc.demographic.race}
              onChange={(race) => setDoc({ ...doc, demographic: { ...doc.demographic, race } })}
              enabled={open}
            />
            <DemographicSelect
              type="citizenship"
              label={intl.formatMessage(m.prefCitizenship)}
              value={doc.demographic.citizenship}
              onChange={(citizenship) => setDoc({ ...doc, demographic: { ...doc.demographic, citizenship } })}
              enabled={open}
            />
            <FormControlLabel
              control={
                <Checkbox checked={doc.consent} onChange={(e) => setDoc({ ...doc, consent: e.target.checked })} />
              }
              label={intl.formatMessage(m.prefConsent, { name: tenant.name })}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
              <Button variant="contained" onClick={submit} disabled={save.isPending}>
                {intl.formatMessage(m.save)}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Drawer>
  );
}
