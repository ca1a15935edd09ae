/** The demo world a new install starts with: real currencies, China as the source country. */
export const demoCurrencies = [
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', minorDigits: 2 },
  { code: 'BDT', name: 'Bangladeshi Taka', symbol: '৳', minorDigits: 2 },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', minorDigits: 2 },
  { code: 'USD', name: 'US Dollar', symbol: '$', minorDigits: 2 },
  { code: 'GBP', name: 'British Pound', symbol: '£', minorDigits: 2 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', minorDigits: 2 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', minorDigits: 2 },
];

export const demoLanguages = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
];

interface DemoRegion {
  code: string;
  name: string;
  currencyCode: string;
  languages: string[];
  isDefault?: boolean;
  /** CNY → region currency, times 1e6. */
  rateMicros: number;
  markupBps: number;
  commissionBps: number;
  defaultPostCode: string | null;
  country: { name: string; phoneCode: string; flag: string };
}

export const demoRegions: DemoRegion[] = [
  {
    code: 'BD',
    name: 'Bangladesh',
    currencyCode: 'BDT',
    languages: ['bn', 'en'],
    isDefault: true,
    rateMicros: 16_950_000,
    markupBps: 300,
    commissionBps: 500,
    defaultPostCode: '1212',
    country: { name: 'Bangladesh', phoneCode: '+880', flag: '🇧🇩' },
  },
  {
    code: 'IN',
    name: 'India',
    currencyCode: 'INR',
    languages: ['en', 'hi'],
    rateMicros: 11_820_000,
    markupBps: 300,
    commissionBps: 500,
    defaultPostCode: '110001',
    country: { name: 'India', phoneCode: '+91', flag: '🇮🇳' },
  },
  {
    code: 'US',
    name: 'United States',
    currencyCode: 'USD',
    languages: ['en'],
    rateMicros: 139_500,
    markupBps: 250,
    commissionBps: 400,
    defaultPostCode: '10001',
    country: { name: 'United States', phoneCode: '+1', flag: '🇺🇸' },
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    currencyCode: 'GBP',
    languages: ['en'],
    rateMicros: 108_700,
    markupBps: 250,
    commissionBps: 400,
    defaultPostCode: 'EC1A 1BB',
    country: { name: 'United Kingdom', phoneCode: '+44', flag: '🇬🇧' },
  },
  {
    code: 'AU',
    name: 'Australia',
    currencyCode: 'AUD',
    languages: ['en'],
    rateMicros: 212_300,
    markupBps: 250,
    commissionBps: 400,
    defaultPostCode: '3029',
    country: { name: 'Australia', phoneCode: '+61', flag: '🇦🇺' },
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    currencyCode: 'AED',
    languages: ['en', 'ar'],
    rateMicros: 512_400,
    markupBps: 300,
    commissionBps: 450,
    defaultPostCode: null,
    country: { name: 'United Arab Emirates', phoneCode: '+971', flag: '🇦🇪' },
  },
];

/** Countries outside our regions: China is where goods come from, not where we deliver. */
export const demoOtherCountries = [{ code: 'CN', name: 'China', phoneCode: '+86', flag: '🇨🇳' }];

export const demoWarehouses = [
  {
    code: 'CN-GZ',
    name: 'Guangzhou warehouse',
    countryCode: 'CN',
    province: 'Guangdong',
    city: 'Guangzhou',
    district: 'Baiyun District',
    addressLine1: 'No. 18 Helong 2nd Road, Building B, 3rd Floor',
    addressLine2: 'Crossport Receiving Dock 2',
    postCode: '510440',
    contactName: 'Crossport Receiving (Chen Li)',
    contactPhone: '+86 20 3622 1188',
    instructions:
      'Write your customer code and the order or parcel number on the outside of every box. Parcels without a code are held for 30 days.',
    isDefault: true,
    position: 1,
  },
  {
    code: 'CN-YW',
    name: 'Yiwu warehouse',
    countryCode: 'CN',
    province: 'Zhejiang',
    city: 'Jinhua',
    district: 'Yiwu, Futian Street',
    addressLine1: 'No. 566 Chouzhou North Road, Unit 7',
    addressLine2: null,
    postCode: '322000',
    contactName: 'Crossport Receiving (Wang Fang)',
    contactPhone: '+86 579 8555 2261',
    instructions:
      'Best for small commodities from Yiwu market. Mark each carton with your customer code and the number of cartons (e.g. 1/3).',
    isDefault: false,
    position: 2,
  },
];

/** A two-level tree: the leaves are what a customer picks for a parcel. */
export const demoShippingCategories: {
  slug: string;
  name: string;
  children: [string, string][];
}[] = [
  {
    slug: 'apparel',
    name: 'Apparel & Fashion',
    children: [
      ['clothing', 'Clothing'],
      ['shoes', 'Shoes'],
      ['bags-luggage', 'Bags & Luggage'],
      ['jewellery-watches', 'Jewellery & Watches'],
      ['fashion-accessories', 'Fashion Accessories'],
    ],
  },
  {
    slug: 'electronics',
    name: 'Electronics',
    children: [
      ['phones-tablets', 'Phones & Tablets'],
      ['computer-accessories', 'Computer Accessories'],
      ['battery-items', 'Battery-powered Items'],
      ['small-appliances', 'Small Appliances'],
      ['cables-chargers', 'Cables & Chargers'],
    ],
  },
  {
    slug: 'home-living',
    name: 'Home & Living',
    children: [
      ['furniture', 'Furniture'],
      ['kitchenware', 'Kitchenware'],
      ['home-decor', 'Home Decor'],
      ['home-textiles', 'Bedding & Textiles'],
      ['lighting', 'Lighting'],
    ],
  },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    children: [
      ['cosmetics', 'Cosmetics (non-liquid)'],
      ['liquids-creams', 'Liquids & Creams'],
      ['personal-care-devices', 'Personal Care Devices'],
    ],
  },
  {
    slug: 'toys-baby',
    name: 'Toys & Baby',
    children: [
      ['toys', 'Toys & Games'],
      ['baby-products', 'Baby Products'],
    ],
  },
  {
    slug: 'sports-outdoor',
    name: 'Sports & Outdoor',
    children: [
      ['fitness', 'Fitness Equipment'],
      ['outdoor-gear', 'Camping & Outdoor Gear'],
      ['bicycle-parts', 'Bicycle Parts'],
    ],
  },
  {
    slug: 'industrial',
    name: 'Industrial & Tools',
    children: [
      ['hand-tools', 'Hand Tools'],
      ['machinery-parts', 'Machinery Parts'],
      ['auto-parts', 'Auto Parts'],
      ['packaging-materials', 'Packaging Materials'],
    ],
  },
  {
    slug: 'books-stationery',
    name: 'Books & Stationery',
    children: [
      ['books', 'Books & Printed Matter'],
      ['stationery', 'Stationery & Office'],
    ],
  },
];
