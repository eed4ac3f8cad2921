import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MenuProduct } from '../../../api/ordering-catalogue';
import type { Cart } from '../../../api/ordering-cart';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { useLanguage } from '../../../i18n/language-context';
import { useMoney } from '../hooks/use-money';
import {
  stepBundleModifierValue,
  toggleBundleModifierValue,
  toggleBundleProduct,
} from '../../../../shared/rules/ordering/bundle-selection';
import {
  stepModifierValue,
  toggleModifierValue,
  type SelectionNotice,
  type SelectionStep,
} from '../../../../shared/rules/ordering/modifier-selection';
import { choicesComplete, initialChoices, toCartLine, type PopupChoices } from '../lib/popup-choices';
import { localised, modePrice, unitsInCart } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { BundleSection } from './bundle-section';
import { ArrowBackIcon, CloseIcon, ZoomInIcon } from './overlay-icons';
import { ModifierGroup } from './modifier-group';
import { ProductImage } from './product-image';
import { ProductStrip } from './product-strip';
import { QuantityStepper } from './quantity-stepper';

export interface ProductPopupProps {
  /** Products viewed in this popup, the shown one last (history back steps through them). */
  history: readonly MenuProduct[];
  mode: OrderMode;
  /** Ordering is on: choices and Add; otherwise the view-only popup. */
  ordering: boolean;
  showPrice: boolean;
  isGuest: boolean;
  cart: Cart | undefined;
  /** 'You may also choose' (ordering) or the other products of the category (view only). */
  related: readonly MenuProduct[];
  relatedTitle: string;
  onOpenProduct: (product: MenuProduct) => void;
  onBack: () => void;
  onClose: () => void;
  /** Adds the line; resolves true when the cart took it. */
  onAdd: (line: ReturnType<typeof toCartLine>) => Promise<boolean>;
}

/** Notices of the selection rules that are told; a tap on a disabled value just does nothing. */
const NOTICES: Partial<Record<SelectionNotice, typeof m.maxModifiers>> = {
  maxModifiersReached: m.maxModifiers,
  maxQuantityReached: m.maxQuantity,
};

/**
 * The product popup of seed 002 §2: cover with zoom, name, description, From price, modifier groups or the bundle's
 * items, quantity, 'You may also choose', Add to cart with the cart total and the quantity already in the cart;
 * a back button through the viewed products. With ordering off it is the view-only popup.
 */
export function ProductPopup(props: ProductPopupProps) {
  const product = props.history[props.history.length - 1];
  // Keyed by product: choices start from the defaults again whenever the shown product changes (seed 002 §4).
  return product ? <PopupBody key={`${product._id}:${props.history.length}`} product={product} {...props} /> : null;
}

function PopupBody({ product, ...props }: ProductPopupProps & { product: MenuProduct }) {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney();
  const [choices, setChoices] = useState<PopupChoices>(() => initialChoices(product, props.mode));
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<SelectionNotice | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const [adding, setAdding] = useState(false);
  const name = localised(product.name, language);
  const blockedForGuest = props.isGuest && product.programType === 'package';
  const complete = choicesComplete(product, choices);
  const inCart = unitsInCart(props.cart?.items ?? [], product._id);
  const stock = product.is_track_quantity ? (product.remaining_quantity ?? 0) : null;
  const cover = product.covers[0] ?? product.image;

  const apply = <T,>(step: SelectionStep<T>, set: (next: T) => void) => {
    setNotice(step.notice);
    set(step.selection);
  };
  const setModifiers = (modifiers: PopupChoices['modifiers']) => setChoices({ ...choices, modifiers });
  const setBundle = (bundle: PopupChoices['bundle']) => setChoices({ ...choices, bundle });
  const add = async () => {
    setAdding(true);
    const added = await props.onAdd(toCartLine(product, choices, quantity));
    setAdding(false);
    if (added) props.onClose();
  };

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" scroll="paper" aria-labelledby="product-popup-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', p: 1 }}>
        {props.history.length > 1 ? (
          <IconButton aria-label={intl.formatMessage(m.previousProduct)} onClick={props.onBack}>
            <ArrowBackIcon />
          </IconButton>
        ) : (
          <span />
        )}
        <IconButton aria-label={intl.formatMessage(m.close)} onClick={props.onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Box sx={{ position: 'relative', overflow: 'hidden', borderRadius: 2 }}>
            <ProductImage
              src={cover}
              name={name}
              eager
              sx={{
                width: '100%',
                aspectRatio: props.ordering ? '16 / 9' : '1 / 1',
                transform: zoomed ? 'scale(1.6)' : 'none',
                // Seed 002 §2: the zoom animates for 200 ms after a 400 ms delay.
                transition: 'transform 200ms ease 400ms',
              }}
            />
            {cover && (
              <IconButton
                aria-label={intl.formatMessage(zoomed ? m.zoomOut : m.zoomIn)}
                aria-pressed={zoomed}
                onClick={() => setZoomed((value) => !value)}
                sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'background.paper' }}
              >
                <ZoomInIcon />
              </IconButton>
            )}
          </Box>
          <Stack spacing={0.5}>
            <Typography id="product-popup-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {localised(product.description, language)}
            </Typography>
            {props.showPrice && (
              <Typography sx={{ fontWeight: 600 }} data-testid="popup-price">
                {props.ordering
                  ? intl.formatMessage(m.from, { price: money(modePrice(product, props.mode)) })
                  : money(modePrice(product, props.mode))}
              </Typography>
            )}
          </Stack>
          {blockedForGuest && <Alert severity="info">{intl.formatMessage(m.guestPackage)}</Alert>}
          {props.ordering && !blockedForGuest && (
            <>
              {product.modifier_list.map((group) => (
                <ModifierGroup
                  key={group.id}
                  group={group}
                  chosen={choices.modifiers[group.id] ?? {}}
                  mode={props.mode}
                  onToggle={(value) => apply(toggleModifierValue(choices.modifiers, group, value), setModifiers)}
                  onStep={(value, delta) =>
                    apply(stepModifierValue(choices.modifiers, group, value, delta), setModifiers)
                  }
                />
              ))}
              {product.bundled_item_list.length > 0 && (
                <BundleSection
                  items={product.bundled_item_list}
                  choices={choices.bundle}
                  mode={props.mode}
                  onPick={(item, product) =>
                    apply(toggleBundleProduct(choices.bundle, item, product, props.mode), setBundle)
                  }
                  onModifier={(item, productId, group, value) =>
                    apply(toggleBundleModifierValue(choices.bundle, item, productId, group, value), setBundle)
                  }
                  onModifierStep={(item, productId, group, value, delta) =>
                    apply(stepBundleModifierValue(choices.bundle, item, productId, group, value, delta), setBundle)
                  }
                />
              )}
              {notice && NOTICES[notice] && (
                <Alert severity="warning" role="alert">
                  {intl.formatMessage(NOTICES[notice])}
                </Alert>
              )}
              <QuantityStepper value={quantity} onChange={setQuantity} stock={stock} inCart={inCart} />
              {inCart > 0 && props.cart && (
                <Box>
                  <Typography variant="subtitle2">{intl.formatMessage(m.addedItems)}</Typography>
                  {props.cart.items
                    .filter((item) => item.product._id === product._id)
                    .map((item) => (
                      <Typography key={item._id} variant="body2" color="text.secondary">
                        {item.quantity} × {name} ·{' '}
                        {item.modifier_list
                          .flatMap((group) =>
                            group.modifier_value_list.map((value) => localised(value.display_name, language)),
                          )
                          .join(', ')}{' '}
                        {money(item.total)}
                      </Typography>
                    ))}
                </Box>
              )}
            </>
          )}
          {props.related.length > 0 && (
            <ProductStrip title={props.relatedTitle} products={props.related} onOpen={props.onOpenProduct} />
          )}
        </Stack>
      </DialogContent>
      {props.ordering && !blockedForGuest && (
        <DialogActions sx={{ justifyContent: 'space-between', px: 2 }}>
          <Typography variant="body2" data-testid="popup-cart-total">
            {props.cart ? intl.formatMessage(m.cartTotal, { total: money(props.cart.total.final_price) }) : null}
          </Typography>
          <Badge badgeContent={inCart} color="secondary" aria-label={intl.formatMessage(m.inCart, { count: inCart })}>
            <Button variant="contained" disabled={!complete || adding} onClick={() => void add()}>
              {intl.formatMessage(product.type === 1 ? m.add : m.addToCart)}
            </Button>
          </Badge>
        </DialogActions>
      )}
    </Dialog>
  );
}
