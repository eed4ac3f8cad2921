import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { BundledItem, BundledProduct, Modifier, ModifierValue } from '../../../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { useLanguage } from '../../../i18n/language-context';
import { useMoney } from '../hooks/use-money';
import { isBundleProductPickable, type BundleChoice } from '../../../../shared/rules/ordering/bundle-selection';
import { localised, priceCents } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { ExpandMoreIcon } from './icons';
import { ModifierGroup } from './modifier-group';

/**
 * A bundle product's items (seed 002 §2 'Bundle product (type 1)'): a collapsible section per bundled item with its
 * products, each picked product with its own modifiers. Products unavailable in the mode or sold out are disabled.
 */
export function BundleSection({
  items,
  choices,
  mode,
  onPick,
  onModifier,
  onModifierStep,
}: {
  items: readonly BundledItem[];
  choices: BundleChoice;
  mode: OrderMode;
  onPick: (item: BundledItem, product: BundledProduct) => void;
  onModifier: (item: BundledItem, productId: string, group: Modifier, value: ModifierValue) => void;
  onModifierStep: (item: BundledItem, productId: string, group: Modifier, value: ModifierValue, delta: 1 | -1) => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney();
  return (
    <Stack spacing={1}>
      {items.map((item) => {
        const picked = choices[item.id] ?? [];
        const single = item.max_quantity === 1;
        return (
          <Accordion key={item.id} defaultExpanded disableGutters variant="outlined" data-testid="bundle-item">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%', pr: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{localised(item.name, language)}</Typography>
                <Typography variant="caption" color={item.min_quantity > 0 ? 'error' : 'text.secondary'}>
                  {item.min_quantity === 1 && single
                    ? intl.formatMessage(m.mandatory)
                    : intl.formatMessage(m.chooseRange, { min: item.min_quantity, max: item.max_quantity })}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={0.5}>
                {item.product_list.map((product) => {
                  const pick = picked.find((candidate) => candidate.productId === product.product_id);
                  const name = localised(product.product_display_name, language);
                  return (
                    <Stack key={product.product_id}>
                      <FormControlLabel
                        control={single ? <Radio size="small" /> : <Checkbox size="small" />}
                        checked={Boolean(pick)}
                        disabled={!isBundleProductPickable(product, mode)}
                        onChange={() => onPick(item, product)}
                        label={
                          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', width: '100%' }}>
                            <span>{name}</span>
                            {priceCents(product.price) > 0 && <span>+{money(product.price)}</span>}
                          </Stack>
                        }
                        sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
                      />
                      {pick && product.modifier_list.length > 0 && (
                        <Stack spacing={1} sx={{ pl: 4, pb: 1 }}>
                          {product.modifier_list.map((group) => (
                            <ModifierGroup
                              key={group.id}
                              group={group}
                              chosen={pick.modifiers[group.id] ?? {}}
                              mode={mode}
                              onToggle={(value) => onModifier(item, product.product_id, group, value)}
                              onStep={(value, delta) => onModifierStep(item, product.product_id, group, value, delta)}
                            />
                          ))}
                        </Stack>
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
