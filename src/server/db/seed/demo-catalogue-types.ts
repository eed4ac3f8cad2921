/** The shape of a demo catalogue (seed-ordering-catalogues.ts): what a merchant would enter, in a few lines each. */
import type { OrderSettings, OutletTax, ScheduleTime } from '../../../shared/api/ordering-catalogue';
import type { LocalisedText } from '../schema';
import type { Drawing } from './demo-images';

export interface DemoModifierValue {
  name: LocalisedText;
  /** Extra price (dine-in and takeout alike). */
  price: string;
  isDefault?: boolean;
  isActive?: boolean;
  /** Most units of this value in one line (extra shots: 2). */
  maxQuantity?: number;
}

export interface DemoModifier {
  key: string;
  name: LocalisedText;
  min: number;
  max: number;
  values: DemoModifierValue[];
}

export interface DemoBundleItem {
  name: LocalisedText;
  min: number;
  max: number;
  /** Products of the same catalogue by English name, with the extra price of picking each. */
  products: { name: string; price: string }[];
  defaultProduct?: string;
}

export interface DemoProduct {
  name: LocalisedText;
  description: string;
  /** Dine-in and takeout price; delivery costs `deliveryPrice` (default: the same). */
  price: string;
  deliveryPrice?: string;
  drawing: Drawing;
  modifiers?: string[];
  nutriGrade?: 'A' | 'B' | 'C' | 'D';
  sugarPercent?: number;
  trendingOrder?: number;
  tags?: string[];
  ageRestriction?: boolean;
  isExcludeFromDiscount?: boolean;
  /** Tracked stock; untracked when absent. */
  stock?: number;
  /** Orderable only in these weekly windows. */
  operationTimes?: { weekdays: number[]; startTime: string; endTime: string }[];
  /** A limited offer: ends this many days after the seed runs. */
  endsInDays?: number;
  notForDelivery?: boolean;
  bundle?: DemoBundleItem[];
}

export interface DemoCategory {
  name: LocalisedText;
  isRecommended?: boolean;
  products: DemoProduct[];
}

export interface DemoOutletProfile {
  timeZone: string;
  /** Branch names after the brand (e.g. 'Peace Avenue'); the first is the flagship. */
  branches: string[];
  operationTimes: ScheduleTime[];
  orderSettings: Partial<OrderSettings>;
  pickupTimes?: ScheduleTime[];
  paddingDay?: number;
  delivery?: {
    distanceKm: number;
    fee: string;
    minOrderAmount: string;
    ranges?: { maxDistanceKm: number; fee: string; minOrderAmount: string }[];
  };
  taxes: OutletTax[];
  serviceChargeRate: string;
  cartTexture?: string;
  /** Dine-in tables with QR tokens at the flagship. */
  tables?: number;
}

export interface DemoCatalogue {
  /** Card colours of the drawings. */
  paper: string;
  ink: string;
  modifiers: DemoModifier[];
  tags: { key: string; name: LocalisedText }[];
  categories: DemoCategory[];
  outlets: DemoOutletProfile;
  /** Happy hours and volume prices (price rules of seed 002 §3). */
  priceRules: {
    name: string;
    kind: 'rule' | 'tier';
    weekdays?: number[];
    startTime?: string;
    endTime?: string;
    minQuantity?: number;
    categories?: string[];
    products?: string[];
    effect: { type: 'percentOff' | 'amountOff' | 'tierPrice'; value: string };
  }[];
  popup?: { drawing: Drawing; showTimes: number };
  /** The search screen's Feeling Lucky button. */
  feelingLucky: boolean;
}
