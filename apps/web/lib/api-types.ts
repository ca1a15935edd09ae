/**
 * Response shapes of the commerce API calls the web app makes today, as documented in
 * docs/api.md. Stop-gap until `@crossport/api-client` is generated from the OpenAPI
 * document; then these types come from its schema and this file goes away.
 */

export interface Single<T> {
  data: T;
}

export interface List<T> {
  data: T[];
}

export interface PagedList<T> extends List<T> {
  pagination: { page: number; per_page: number; total: number };
}

export interface Currency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  minor_digits: number;
}

export interface Language {
  id: number;
  code: string;
  name: string;
  native_name: string;
  is_default: boolean;
}

export interface Country {
  id: number;
  code: string;
  name: string;
  phone_code: string;
  flag: string;
}

export interface Region {
  id: number;
  code: string;
  name: string;
  is_default: boolean;
  currency_code: string;
  default_language_code: string;
  currency?: Currency;
  languages?: Language[];
  countries?: Country[];
}

export interface RegionSettings {
  region_id: number;
  source: { country_code: string; country_name: string; currency_code: string };
  exchange: {
    source_currency: string;
    target_currency: string;
    rate_micros: number;
    markup_bps: number;
  };
  commission_bps: number;
  default_post_code: string | null;
}

export interface ShippingCategory {
  id: number;
  slug: string;
  name: string;
  parent_id: number | null;
  position: number;
}
