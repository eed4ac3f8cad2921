/** Notification kinds of seed 000 §3 that a member may switch on or off in the settings screen. */
export const NOTIFICATION_TYPES = [
  { id: 'posTransaction', name: 'Purchases', desc: 'Points and credit earned at the counter' },
  { id: 'programTransaction', name: 'Rewards earned', desc: 'Points, stamps and cashback added to your account' },
  { id: 'programTransactionRedeem', name: 'Rewards redeemed', desc: 'When you spend points or credit' },
  { id: 'voucherReloaded', name: 'Voucher reloaded', desc: 'A voucher of yours was topped up' },
  { id: 'voucherRedeemed', name: 'Voucher redeemed', desc: 'A voucher of yours was used' },
  { id: 'orderStatusChanged', name: 'Order updates', desc: 'Your order was accepted, is ready or was completed' },
  { id: 'feedback', name: 'Feedback', desc: 'Requests to rate a visit' },
  { id: 'promotion', name: 'Promotions', desc: 'Offers from merchants you joined or follow' },
  { id: 'merchant', name: 'Merchant news', desc: 'News from merchants you joined or follow' },
] as const;

export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[number]['id'];
export const NOTIFICATION_TYPE_IDS = NOTIFICATION_TYPES.map((t) => t.id) as NotificationTypeId[];
