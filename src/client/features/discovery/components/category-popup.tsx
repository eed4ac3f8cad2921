import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { RULE_MESSAGES, toggleCategory, validateCategorySave } from '../../../../shared/rules';
import { MAX_FOLLOWED_CATEGORIES } from '../../../../shared/constants/discovery';
import type { CategoryPopupMode } from '../../../../shared/rules';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useSaveFollowedCategories, type Category } from '../../../api/categories';
import { discoveryMessages as m } from '../messages';

/** The shared rules answer in English; the popup shows the same words translated. */
const RULE_TO_MESSAGE: Record<string, MessageDescriptor> = {
  [RULE_MESSAGES.tooManyCategories]: m.tooManyCategories,
  [RULE_MESSAGES.chooseSevenCategories]: m.chooseSeven,
};

interface CategoryPopupProps {
  open: boolean;
  onClose: () => void;
  categories: Category[];
}

/**
 * Category management (seed 000 sections 4 and 5): Customize mode shows what is followed; Save mode lets the
 * member follow and unfollow, never past 7, and saves only exactly 7.
 */
export function CategoryPopup({ open, onClose, categories }: CategoryPopupProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useSaveFollowedCategories();
  const followed = categories.filter((c) => c.isFollowed).map((c) => c._id);
  const [mode, setMode] = useState<CategoryPopupMode>('customize');
  const [chosen, setChosen] = useState<string[]>(followed);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMode('customize');
    setError(null);
    onClose();
  };
  const customize = () => {
    setChosen(followed);
    setError(null);
    setMode('save');
  };
  const toggle = (id: string) => {
    const change = toggleCategory(chosen, id);
    setChosen(change.followed);
    setError(change.ok ? null : change.error);
  };
  const submit = () => {
    const problem = validateCategorySave(chosen);
    setError(problem);
    if (problem) return;
    save.mutate(
      { current: followed, wanted: chosen },
      {
        onSuccess: () => {
          dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.categoriesSaved) }));
          close();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const selected = mode === 'save' ? chosen : followed;
  const section = (title: MessageDescriptor, items: Category[]) =>
    items.length > 0 && (
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {intl.formatMessage(title)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {items.map((category) => {
            const on = selected.includes(category._id);
            return mode === 'save' ? (
              <Chip
                key={category._id}
                label={category.name}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={() => toggle(category._id)}
                aria-pressed={on}
              />
            ) : (
              <Chip key={category._id} label={category.name} variant={on ? 'filled' : 'outlined'} />
            );
          })}
        </Stack>
      </Stack>
    );
  // In Customize mode the sections split by what the server says; in Save mode the choice stays put while editing.
  const inFollowed = categories.filter((c) => followed.includes(c._id));
  const inOther = categories.filter((c) => !followed.includes(c._id));
  const errorMessage = error && (RULE_TO_MESSAGE[error] ? intl.formatMessage(RULE_TO_MESSAGE[error]) : error);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="category-popup-title">
      <DialogTitle id="category-popup-title">{intl.formatMessage(m.categoriesHeading)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {mode === 'save' && (
            <Typography variant="body2" color="text.secondary" data-testid="category-hint">
              {intl.formatMessage(m.chooseSevenHint)} ({chosen.length}/{MAX_FOLLOWED_CATEGORIES})
            </Typography>
          )}
          {errorMessage && (
            <Alert severity="error" role="alert">
              {errorMessage}
            </Alert>
          )}
          {categories.length === 0 && <Typography>{intl.formatMessage(m.noCategories)}</Typography>}
          {section(m.followingSection, inFollowed)}
          {section(m.otherSection, inOther)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{intl.formatMessage(m.close)}</Button>
        {mode === 'customize' ? (
          <Button variant="contained" onClick={customize} disabled={categories.length === 0}>
            {intl.formatMessage(m.customize)}
          </Button>
        ) : (
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
