import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Modifier, ModifierValue } from '../../../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { isValueSelectable, modifierLabel } from '../../../../shared/rules/ordering/modifier-selection';
import { useLanguage } from '../../../i18n/language-context';
import { useMoney } from '../hooks/use-money';
import { localised, priceCents } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { AddIcon, RemoveIcon } from './icons';

/**
 * A modifier group of the popup: 'Mandatory' (radio) or 'Choose min - max' (checkboxes, or − / + for a value that may
 * be taken more than once); inactive or sold-out values are disabled. Delivery prices modifiers at the takeout price.
 */
export function ModifierGroup({
  group,
  chosen,
  mode,
  onToggle,
  onStep,
}: {
  group: Modifier;
  chosen: Readonly<Record<string, number>>;
  mode: OrderMode;
  onToggle: (value: ModifierValue) => void;
  onStep: (value: ModifierValue, delta: 1 | -1) => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney();
  const label = modifierLabel(group);
  const single = label.kind === 'mandatory';
  const titleId = useId();
  // Values show only with a name (seed 002 §5).
  const values = group.modifier_value_list.filter((value) => localised(value.name, language).trim() !== '');
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={titleId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={titleId} component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {localised(group.name, language)}
        </Typography>
        <Typography variant="caption" color={group.min_quantity > 0 ? 'error' : 'text.secondary'}>
          {label.kind === 'mandatory'
            ? intl.formatMessage(m.mandatory)
            : intl.formatMessage(m.chooseRange, { min: label.min, max: label.max })}
        </Typography>
      </Stack>
      {values.map((value) => {
        const name = localised(value.name, language);
        const price = mode === 'dine_in' ? value.price.dine_in : value.price.takeout;
        const priceText = priceCents(price) > 0 ? `+${money(price)}` : null;
        const count = chosen[value.id] ?? 0;
        if (!single && value.max_quantity > 1)
          return (
            <Stack key={value.id} direction="row" sx={{ alignItems: 'center', py: 0.5 }}>
              <Typography sx={{ flex: 1, pl: 1 }} color={isValueSelectable(value) ? 'text.primary' : 'text.disabled'}>
                {name}
              </Typography>
              {priceText && <Typography sx={{ mr: 1 }}>{priceText}</Typography>}
              <IconButton
                size="small"
                aria-label={intl.formatMessage(m.removeOne, { name })}
                disabled={count === 0}
                onClick={() => onStep(value, -1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography sx={{ minWidth: 20, textAlign: 'center' }} aria-live="polite">
                {count}
              </Typography>
              <IconButton
                size="small"
                aria-label={intl.formatMessage(m.addOne, { name })}
                disabled={!isValueSelectable(value)}
                onClick={() => onStep(value, 1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        return (
          <FormControlLabel
            key={value.id}
            control={single ? <Radio size="small" /> : <Checkbox size="small" />}
            checked={count > 0}
            disabled={!isValueSelectable(value)}
            onChange={() => onToggle(value)}
            label={
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', width: '100%' }}>
                <span>{name}</span>
                {priceText && <span>{priceText}</span>}
              </Stack>
            }
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
          />
        );
      })}
    </Stack>
  );
}
