/** Shapes of GET /api/merchants/near (src/server/modules/merchants/views.ts). Distances are metres. */
export interface NearOutlet {
  _id: string;
  name: string;
  image: string | null;
  contact: {
    phone1?: string;
    street1?: string;
    addressLine?: string;
    location: { latitude: number; longitude: number };
  };
  workingHours: Record<string, string>;
  distance: number;
}

export interface NearMerchant {
  _id: string;
  name: string;
  logo: string | null;
  color: string;
  category: { _id: string; name: string } | null;
  distance: number;
  outlets: NearOutlet[];
}

/** An outlet with the merchant it belongs to: one card, one marker. */
export interface OutletResult {
  outlet: NearOutlet;
  merchant: NearMerchant;
}

export interface NearCategory {
  _id: string;
  name: string;
}
