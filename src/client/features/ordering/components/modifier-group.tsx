import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Modifier } from '../../../api/ordering-catalogue';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { useLanguage } from '../../../i18n/language-context';
import { useMoney } from '../hooks/use-money';
import { isMandatorySingle } from '../../../../shared/rules/ordering/modifier-rules';
import { localised, priceCents } from '../lib/product-view';
import { orderingMessages as m } from '../messages';

/** A modifier group of the popup: 'Mandatory' (radio) or 'Choose min - max' (checkboxes); inactive values disabled. */
export function ModifierGroup({
  group,
  chosen,
  mode,
  onToggle,
}: {
  group: Modifier;
  chosen: Record<string, number>;
  mode: OrderMode;
  onToggle: (valueId: string) => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney();
  const single = isMandatorySingle(group);
  const title = localised(group.name, language);
  const titleId = useId();
  // Values show only with a name (seed 002 §5); delivery prices modifiers at the takeout price.
  const values = group.modifier_value_list.filter((value) => localised(value.name, language).trim() !== '');
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={titleId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={titleId} component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="caption" color={group.min_quantity > 0 ? 'error' : 'text.secondary'}>
          {single
            ? intl.formatMessage(m.mandatory)
            : intl.formatMessage(m.chooseRange, { min: group.min_quantity, max: group.max_quantity })}
        </Typography>
      </Stack>
      {values.map((value) => {
        const price = mode === 'dine_in' ? value.price.dine_in : value.price.takeout;
        const control = single ? <Radio size="small" /> : <Checkbox size="small" />;
        return (
          <FormControlLabel
            key={value.id}
            control={control}
            checked={Boolean(chosen[value.id])}
            disabled={!value.isActive}
            onChange={() => onToggle(value.id)}
            label={
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', width: '100%' }}>
                <span>{localised(value.name, language)}</span>
                {priceCents(price) > 0 && <span>+{money(price)}</span>}
              </Stack>
            }
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
          />
        );
      })}
    </Stack>
  );
}
