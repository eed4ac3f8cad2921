import type { Product } from '../../../shared/api/products';
import type { LocalisedText } from '../../db/schema';
import type { ProductRow } from './repository';

export function productView(p: ProductRow, categoryName: LocalisedText | null, isBookmarked: boolean): Product {
  return {
    _id: p.id,
    sourceId: p.sourceId,
    type: p.type,
    merchant: p.merchantId,
    category: p.categoryId && categoryName ? { _id: p.categoryId, name: categoryName } : null,
    name: p.name,
    description: p.description,
    image: p.image,
    covers: p.covers,
    // numeric columns come back as strings; 2 decimals at most, so Number() is exact enough to show.
    price: { dine_in: Number(p.priceDineIn), takeout: Number(p.priceTakeout), delivery: Number(p.priceDelivery) },
    isShowInOrder: p.isShowInOrder,
    is_dine_in: p.isDineIn,
    is_takeout: p.isTakeout,
    is_delivery: p.isDelivery,
    is_track_quantity: p.isTrackQuantity,
    remaining_quantity: p.remainingQuantity,
    isBookmarked,
  };
}
