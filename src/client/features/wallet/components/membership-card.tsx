import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDateFormat } from '../../../i18n/format-date';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import type { Wallet } from '../../../api/wallet';
import { pointsNumber } from '../lib/amounts';
import { walletMessages as m } from '../messages';
import { WalletPassButtons } from './wallet-pass-buttons';

type Card = NonNullable<Wallet['card']>;

/** One face of the card; the face turned away is hidden from the accessibility tree and from focus. */
function Face({ shown, back, children }: { shown: boolean; back?: boolean; children: ReactNode }) {
  return (
    <Box
      aria-hidden={!shown}
      inert={!shown}
      sx={{
        gridArea: '1 / 1',
        backfaceVisibility: 'hidden',
        transform: back ? 'rotateY(180deg)' : 'none',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 3,
        p: 2.5,
        minHeight: 190,
        boxShadow: 3,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The flippable membership card (seed 001 §2 screen 6). Front: loyalty balance, the reached tier or 'No
 * Membership', the member's name and phone. Back: the QR of the member id, the expiry and the e-mail, and the
 * wallet-pass buttons where the merchant and the server offer passes.
 */
export function MembershipCard({ wallet, card }: { wallet: Wallet; card: Card }) {
  const intl = useIntl();
  const format = useDateFormat();
  const [back, setBack] = useState(false);
  const unit = loyaltyUnitName(intl, wallet.loyaltyProgramUnit);
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ perspective: '1000px' }}>
        <Box
          data-testid="membership-card"
          data-side={back ? 'back' : 'front'}
          sx={{
            display: 'grid',
            transformStyle: 'preserve-3d',
            transition: 'transform 0.5s',
            transform: back ? 'rotateY(180deg)' : 'none',
          }}
        >
          <Face shown={!back}>
            <Typography variant="overline">{wallet.merchant.name}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="card-balance">
              {`${pointsNumber(wallet.points.active, wallet.loyaltyProgramUnit)} ${unit}`}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="card-tier">
              {card.tierName ?? intl.formatMessage(m.noMembership)}
            </Typography>
            <Typography sx={{ mt: 2 }}>{card.name}</Typography>
            {card.phone && <Typography variant="body2">{card.phone}</Typography>}
          </Face>
          <Face shown={back} back>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Box sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, lineHeight: 0 }}>
                <QRCodeSVG
                  value={card.qrValue}
                  size={120}
                  role="img"
                  aria-label={intl.formatMessage(m.cardQr, { number: card.memberNumber })}
                  data-testid="card-qr"
                />
              </Box>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography variant="body2">
                  {intl.formatMessage(m.memberNumber, { number: card.memberNumber })}
                </Typography>
                <Typography variant="body2">
                  {card.expireDate
                    ? intl.formatMessage(m.cardExpires, { date: format.date(card.expireDate) })
                    : intl.formatMessage(m.cardNoExpiry)}
                </Typography>
                {card.email && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {card.email}
                  </Typography>
                )}
              </Stack>
            </Stack>
            <Box sx={{ mt: 1.5 }}>
              <WalletPassButtons wallet={wallet} />
            </Box>
          </Face>
        </Box>
      </Box>
      <Button variant="outlined" onClick={() => setBack((side) => !side)} aria-pressed={back}>
        {intl.formatMessage(back ? m.flipToFront : m.flipToBack)}
      </Button>
    </Stack>
  );
}
