import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { VoucherDetail } from '../../../api/vouchers';
import { voucherMessages as m } from '../messages';

/**
 * The available outlets, expandable, and the outlet picker that leads on to that outlet's menu and cart
 * (seed 002 /order/merchant/{merchant_id}/outlet/{outlet_id}).
 */
export function VoucherOutlets({ voucher, canOrder }: { voucher: VoucherDetail; canOrder: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  if (voucher.outlets.length === 0) return null;
  const toOutlet = (outletId: string) =>
    navigate(`/order/merchant/${encodeURIComponent(voucher.merchant._id)}/outlet/${encodeURIComponent(outletId)}`);
  return (
    <section>
      <Button
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        sx={{ px: 1, mx: -1, justifyContent: 'space-between', width: 'calc(100% + 16px)' }}
        endIcon={<span aria-hidden>{open ? '▴' : '▾'}</span>}
      >
        {intl.formatMessage(m.outlets, { count: voucher.outlets.length })}
      </Button>
      <Collapse in={open}>
        <List dense disablePadding>
          {voucher.outlets.map((outlet) => (
            <ListItem key={outlet._id} disableGutters divider>
              <ListItemText primary={outlet.name} />
            </ListItem>
          ))}
        </List>
      </Collapse>
      {canOrder && (
        <Button variant="outlined" fullWidth sx={{ mt: 1 }} onClick={() => setPicking(true)}>
          {intl.formatMessage(m.orderAtOutlet)}
        </Button>
      )}
      <Dialog open={picking} onClose={() => setPicking(false)} fullWidth maxWidth="xs">
        <DialogTitle>{intl.formatMessage(m.pickOutlet)}</DialogTitle>
        <List>
          {voucher.outlets.map((outlet) => (
            <ListItemButton key={outlet._id} onClick={() => toOutlet(outlet._id)}>
              <ListItemText primary={outlet.name} />
            </ListItemButton>
          ))}
        </List>
        <DialogActions>
          <Button onClick={() => setPicking(false)}>{intl.formatMessage(m.cancel)}</Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
