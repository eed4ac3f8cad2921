import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordPromotionClick, type Promotion } from '../../../api/feed';

/** A promotion: its image (or the merchant's colour), title and text; showing it records a click (seed 001 §2). */
export function PromotionPanel({ promotion, children }: { promotion: Promotion; children?: ReactNode }) {
  useRecordPromotionClick(promotion._id);
  return (
    <Card data-testid="promotion">
      {promotion.image ? (
        <Box
          component="img"
          src={promotion.image}
          alt=""
          sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box sx={{ height: 80, bgcolor: promotion.merchant.color }} />
      )}
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography variant="overline" color="text.secondary">
          {promotion.merchant.name}
        </Typography>
        <Typography variant="h6" component="h2">
          {promotion.title}
        </Typography>
        {promotion.description && <Typography variant="body2">{promotion.description}</Typography>}
        {children}
      </Stack>
    </Card>
  );
}
