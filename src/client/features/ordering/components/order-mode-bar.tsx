import { useIntl } from 'react-intl';
import { EAT_IN_TABLE, type OrderMode } from '../../../../shared/constants/ordering';
import type { OrderOutlet } from '../../../api/ordering-catalogue';
import type { Cart } from '../../../api/ordering-cart';
import { FlexStack } from '../../../components/flex-stack';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { Tag } from '../../../components/tag';
import { allowedModes } from '../hooks/use-order-session';
import type { useOrderMode } from '../hooks/use-order-mode';
import { menuMessages as m } from '../menu-messages';
import { ConfirmDialog, TableScannerDialog } from './lazy-overlays';

/** The order-mode switcher with its table chip and the confirmations and scanner of seed 002 §2/§4. */
export function OrderModeBar({
  outlet,
  cart,
  modes,
  current,
  onAnonymousChoice,
}: {
  outlet: OrderOutlet;
  cart: Cart | undefined;
  modes: ReturnType<typeof useOrderMode>;
  current: OrderMode;
  /** Anonymous visitors have no cart to change: the switcher sends them to log in. */
  onAnonymousChoice: () => void;
}) {
  const intl = useIntl();
  const table = cart?.orderMode === 'dine_in' ? cart.tableNumber : null;
  return (
    <FlexStack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ChoiceButtons
        fullWidth={false}
        value={current}
        disabled={modes.busy}
        aria-label={intl.formatMessage(m.modeLabel)}
        choices={allowedModes(outlet).map((mode) => ({
          value: mode,
          label: modes.modeLabel(mode),
          'data-testid': `mode-${mode}`,
        }))}
        onChange={(mode) => {
          if (cart) modes.choose(mode);
          else onAnonymousChoice();
        }}
      />
      {table && (
        <Tag
          size="medium"
          data-testid="table-chip"
          label={table === EAT_IN_TABLE ? intl.formatMessage(m.eatIn) : intl.formatMessage(m.table, { table })}
          color="primary"
          variant="outlined"
        />
      )}
      <ConfirmDialog
        open={modes.prompt === 'pickUp'}
        confirmation="pickUp"
        values={{ outlet: outlet.name }}
        onConfirm={modes.confirm}
        onCancel={modes.cancel}
      />
      <ConfirmDialog
        open={modes.prompt === 'removeTable'}
        confirmation="removeTable"
        values={{ table: table ?? '' }}
        onConfirm={modes.confirm}
        onCancel={modes.cancel}
      />
      <TableScannerDialog
        open={modes.prompt === 'scanner'}
        onTable={modes.scanned}
        onTableToken={modes.scannedToken}
        onClose={modes.cancel}
      />
    </FlexStack>
  );
}
