import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { GIFT_SLIDER_STEP } from '../../../../shared/constants/wallet';
import {
  clampToBalance,
  giftSliderMax,
  quickGiftAmounts,
  snapToGiftSlider,
  stepGiftAmount,
} from '../../../../shared/rules/wallet';
import { walletMessages as m } from '../messages';
import { AmountField } from './amount-field';

/**
 * The gift amount selector (seed 001 §5, §9): minus and plus step by 10, the field takes a typed amount, the quick
 * amounts 500 / 1000 / 1500 / 2000 are each capped at the balance, and the slider moves in steps of 3. Every way
 * keeps the amount between 0 and the balance (the shared rules in src/shared/rules/wallet.ts).
 */
export function AmountSelector({
  balance,
  value,
  onChange,
  wholeOnly,
  disabled,
}: {
  balance: number;
  value: number;
  onChange: (value: number) => void;
  wholeOnly: boolean;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const sliderMax = giftSliderMax(balance);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label={intl.formatMessage(m.less)}
          onClick={() => onChange(stepGiftAmount(value, -1, balance))}
          disabled={disabled || value <= 0}
          size="large"
          data-testid="gift-minus"
        >
          <span aria-hidden>−</span>
        </IconButton>
        <AmountField
          label={intl.formatMessage(m.amount)}
          value={value}
          onChange={onChange}
          wholeOnly={wholeOnly}
          clamp={(typed) => clampToBalance(wholeOnly ? Math.floor(typed) : typed, balance)}
          testId="gift-amount"
        />
        <IconButton
          aria-label={intl.formatMessage(m.more)}
          onClick={() => onChange(stepGiftAmount(value, 1, balance))}
          disabled={disabled || value >= balance}
          size="large"
          data-testid="gift-plus"
        >
          <span aria-hidden>+</span>
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} role="group" aria-label={intl.formatMessage(m.quickAmounts)}>
        {quickGiftAmounts(balance).map((quick) => (
          <Button
            key={quick.label}
            size="small"
            variant={value === quick.value && quick.value > 0 ? 'contained' : 'outlined'}
            onClick={() => onChange(quick.value)}
            disabled={disabled}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {quick.label.toLocaleString('en-US')}
          </Button>
        ))}
      </Stack>
      <Slider
        aria-label={intl.formatMessage(m.slider)}
        value={Math.min(snapToGiftSlider(value, balance), sliderMax)}
        min={0}
        max={sliderMax}
        step={GIFT_SLIDER_STEP}
        disabled={disabled || sliderMax === 0}
        onChange={(_event, next) => onChange(snapToGiftSlider(next as number, balance))}
        data-testid="gift-slider"
      />
    </Stack>
  );
}
