/**
 * The catalog's wire shapes, taken from the client generated from the API's OpenAPI document
 * (apps/api/src/modules/catalog/schemas.ts), so a changed schema fails the type check here.
 */
import type { paths, Schemas } from '@crossport/api-client';

export type Money = Schemas['Money'];
export type ProductSummary = Schemas['ProductSummary'];
export type PriceTier = Schemas['PriceTier'];
export type ProductVariations = Schemas['ProductVariations'];
export type Sku = ProductVariations['skus'][number];
export type Product = Schemas['Product'];
export type SearchFacets = Schemas['SearchFacets'];
export type ProductSuggestion = Schemas['ProductSuggestion'];
export type NavCategory = Schemas['NavCategory'];
export type HarvestJob = Schemas['HarvestJob'];

type SearchOperation = paths['/api/product/customer/v1/products/search']['post'];
export type SearchRequest = NonNullable<
  SearchOperation['requestBody']
>['content']['application/json'];
export type SearchResponse = SearchOperation['responses'][200]['content']['application/json'];
export type SortOption = NonNullable<SearchRequest['sort']>;
export type ReviewsPage =
  paths['/api/product/customer/v1/products/find/{id}/reviews']['get']['responses'][200]['content']['application/json'];
