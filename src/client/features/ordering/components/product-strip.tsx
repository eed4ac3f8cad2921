import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MenuProduct } from '../../../api/ordering-catalogue';
import { useLanguage } from '../../../i18n/language-context';
import { cardName, localised } from '../lib/product-view';
import { ProductImage } from './product-image';

/** A horizontal strip of products ('You may also choose', or the category's other products when view-only). */
export function ProductStrip({
  title,
  products,
  onOpen,
}: {
  title: string;
  products: readonly MenuProduct[];
  onOpen: (product: MenuProduct) => void;
}) {
  const language = useLanguage();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 1 }}>
        {products.map((product) => {
          const name = localised(product.name, language);
          return (
            <ButtonBase
              key={product._id}
              onClick={() => onOpen(product)}
              sx={{
                flexDirection: 'column',
                alignItems: 'stretch',
                width: 112,
                flexShrink: 0,
                borderRadius: 2,
                textAlign: 'left',
              }}
            >
              <ProductImage src={product.image} name={name} sx={{ width: 112, height: 84, borderRadius: 2 }} />
              <Typography variant="caption" sx={{ mt: 0.5 }}>
                {cardName(name)}
              </Typography>
            </ButtonBase>
          );
        })}
      </Stack>
    </Box>
  );
}
