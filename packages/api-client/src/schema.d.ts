// Generated from the commerce API OpenAPI document by `npm run generate:api-client`.
// Do not edit by hand.
export interface paths {
    "/api/core/customer/region/v1/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s region (X-Region header or region cookie, else the default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Region"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/region/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions we serve, optionally with languages, countries and currency */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated: languages, countries, currency */
                    expand?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Region"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/region/v1/regions/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pricing settings of a region: exchange rate from CNY, markup, commission */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RegionSettings"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/currency/v1/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Currencies of the regions we serve */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Currency"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/country/v1/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All countries we know */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Country"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/country/v1/shipping-countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries we deliver to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Country"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/warehouse/v1/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Our warehouses abroad (China first), where goods are received */
        get: {
            parameters: {
                query?: {
                    country_code?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Warehouse"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/customer/warehouse/v1/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One warehouse with its full address */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Warehouse"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/sync/v1/sync-identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mirror the signed-in identity into the commerce API (call after a session loads) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Customer"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/identity/v1/check-existence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a customer with this email or phone exists (rate limited per IP) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                exists: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-category/v1/shipping-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipping categories as a flat list (parent_id builds the tree) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCategory"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hs-code/customer/v1/hs-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** HS codes by code prefix and/or description words; the chapters without either */
        get: {
            parameters: {
                query?: {
                    /** @description Code prefix, e.g. 61, 6109, 6109.10 or a 10-digit tariff line */
                    hs_code?: string;
                    /** @description Words of the goods in English, e.g. "cotton t-shirt" */
                    description?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HsCode"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product by source URL or id; 404 for a link not imported yet (POST harvest-jobs) */
        get: {
            parameters: {
                query?: {
                    /** @description Source URL of the product */
                    url?: string;
                    product_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/find/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product with its variations and price tiers in the caller’s currency */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/find/{id}/description": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product description as sanitised HTML */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductDescription"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/find/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews of a product, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductReview"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/find/{id}/related-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Best sellers of the same category */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search by keyword and/or category with up to 3 filters, sort, facets and paging */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default  */
                        keyword?: string;
                        category_id?: number;
                        /** @description Lower price bound in minor units of the caller’s region currency */
                        min_price?: number;
                        max_price?: number;
                        source_site?: string;
                        shop_id?: string;
                        min_rating?: number;
                        /**
                         * @default relevance
                         * @enum {string}
                         */
                        sort?: "relevance" | "popular" | "price_asc" | "price_desc" | "rating" | "newest";
                        /** @default 1 */
                        page?: number;
                        /** @default 24 */
                        per_page?: number;
                        /** @description next_cursor of the previous page (keyset paging; page is then ignored) */
                        cursor?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                            pagination: components["schemas"]["Pagination"];
                            /** @description True when more products match than were counted (facets count the same set) */
                            total_is_capped: boolean;
                            next_cursor: string | null;
                            facets: components["schemas"]["SearchFacets"];
                            /** @description The English words searched when a Bengali or Chinese keyword was translated; null otherwise */
                            searched_as: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/personalized-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prices in the caller’s region currency, less a signed-in customer’s discount */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            product_id: number;
                            sku_id?: string;
                            /** @default 1 */
                            quantity?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PersonalizedPrice"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/recommendations/recommended-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended products (best sellers, optionally of one category) */
        get: {
            parameters: {
                query?: {
                    category_id?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/recommendations/similar-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Products like the given one: same category, similar title */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /** @default 12 */
                        limit?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/products/infos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product cards for up to 50 ids, in the order asked (unknown ids left out) */
        get: {
            parameters: {
                query: {
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/suggestion/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products whose titles start with the typed words (keyword cut to 100 chars) */
        get: {
            parameters: {
                query: {
                    keyword: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSuggestion"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/suggestion/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search terms customers used that start like (or look like) the keyword */
        get: {
            parameters: {
                query: {
                    keyword: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SearchTerm"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/suggestion/top-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most searched terms, optionally starting with a keyword */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SearchTerm"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/harvest-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a product from a source-site link; poll the job until it finishes (limited per customer or guest and per IP; a guest’s import is not listed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HarvestJob"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/harvest-jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product import: queued, running, succeeded (with product_id) or failed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HarvestJob"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/customer/v1/images/{seed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Generated placeholder picture of a demo product (SVG) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    seed: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/svg+xml */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/nav-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product category tree for navigation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NavCategory"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Inventory metadata: source sites, categories, sort options, search limits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InventoryMetadata"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/address/v1/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s addresses, the default first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Add an address (validated against its country’s address schema) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        country_code: string;
                        /**
                         * @default home
                         * @enum {string}
                         */
                        label?: "home" | "office" | "other";
                        name: string;
                        phone: string;
                        fields: {
                            [key: string]: string;
                        };
                        is_default?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/address/v1/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an address */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        country_code: string;
                        /**
                         * @default home
                         * @enum {string}
                         */
                        label?: "home" | "office" | "other";
                        name: string;
                        phone: string;
                        fields: {
                            [key: string]: string;
                        };
                        is_default?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Address"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an address (the newest other address becomes the default) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/address/v1/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Labels an address can carry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AddressLabel"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/address/v1/address-schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address form of a country: fields, options and validation rules */
        get: {
            parameters: {
                query: {
                    country_code: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AddressSchema"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/products/{id}/cart-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a product is in the caller’s cart, with which SKUs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartStatus"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/cart-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s cart (customer, else guest by headers), newest first, page 1 */
        get: {
            parameters: {
                query?: {
                    /** @description Always 1 (spec §7) */
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Set SKU quantities of a product (0 removes) and whether it is selected */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        /**
                         * @description Quantities to set; 0 removes the SKU
                         * @default []
                         */
                        variations?: {
                            sku_id: string;
                            quantity: number;
                        }[];
                        is_selected?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"] | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Add pieces of SKUs of a product (quantities of a SKU already there add up) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                        variations: {
                            sku_id: string;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/cart-items/{id}/variations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The SKUs of a cart item, optionally only those in sku_ids */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated SKU ids to keep; all variations when absent */
                    sku_ids?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartVariation"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/cart-items/{id}/variations/{variationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the quantity of one SKU of a cart item */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    variationId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Remove one SKU; the item goes with its last SKU (then data is null) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    variationId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"] | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/cart-items/destroy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove cart items by id (ids not in the caller’s cart are ignored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deleted: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/cart/v1/guest-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest cart named by X-Guest-Id and X-Guest-Session, page 1 */
        get: {
            parameters: {
                query?: {
                    /** @description Always 1 (spec §7) */
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CartItem"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Merge the guest cart (guest headers) into the signed-in customer’s cart; idempotent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["GuestCartMerge"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s wishlist, newest first, priced in the region currency */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WishlistItem"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Add a product to the wishlist (adding it twice keeps one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WishlistItem"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-items-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product ids on the wishlist (for the heart on product cards) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: number[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-items-by-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product by its shop link: 201 with the item when the catalog knows the link, else 202 with a link import that adds it when the catalog import succeeds */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WishlistItem"];
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WishlistLinkImport"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-link-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Links being imported for the wishlist, and failed ones until dismissed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WishlistLinkImport"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-link-imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Dismiss a link import (a failed one, or one no longer wanted) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/wishlist/v1/wishlist-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a wishlist item */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/discount/v1/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coupons running now in the caller’s region, with the uses left to them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Discount"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase/customer/discount/v1/validate-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a coupon against a subtotal: the discount, or 422 with the reason in details */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        subtotal: components["schemas"]["MoneyInput"];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CouponQuote"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-agent/customer/rate/v1/category-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-kg prices by shipping category and weight slab, warehouse → region */
        get: {
            parameters: {
                query?: {
                    /** @description Destination region; the caller’s region by default */
                    region?: string;
                    warehouse_id?: number;
                    shipping_category_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CategoryPrice"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-agent/customer/international/v1/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** International shipping methods to a region (air, express, sea) with ETAs */
        get: {
            parameters: {
                query?: {
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingMethod"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s wallet balance per currency (empty before any money) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WalletBalance"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The history of one of the customer’s wallets, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["WalletTransaction"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/payout-gateways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How customers of the current region can be paid: limits, fee, account fields */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutGateway"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/payout-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s payout accounts, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutAccount"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Add a payout account (its details checked against its gateway) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayoutAccountBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutAccount"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/payout-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a payout account’s details (requests already made keep the old ones) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PayoutAccountBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutAccount"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a payout account */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/payout-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s payout requests, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "pending" | "approved" | "completed" | "rejected" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutRequest"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Ask to be paid from the wallet; the amount is held at once (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payout_account_id: number;
                        /** @description Minor units of the gateway’s currency, taken from the wallet */
                        amount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/customer/wallet/v1/payout-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a pending payout request; its amount returns to the wallet */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PayoutRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s invoices, newest first, with their lines */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "unpaid" | "partially_paid" | "paid" | "cancelled";
                    /** @description Only invoices of this service (ship-for-me bills nothing yet) */
                    service?: "buy-and-ship" | "ship-for-me";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One invoice with its lines and what is still due */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Invoice"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One payable total over several unpaid invoices of yours in one currency (409 when one is paid or cancelled, 422 for mixed currencies) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Unpaid invoices of yours, all in one currency */
                        invoice_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceSession"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/session/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice session: its invoices and what is still due over them */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceSession"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/customer/asset/v1/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (a receipt, a parcel photo, an unboxing video): JPEG, PNG, WebP or PDF up to 5 MB; MP4, WebM or QuickTime video up to 100 MB
         * @description multipart/form-data with one part named `file`. The type is read from the bytes; the part’s Content-Type is ignored. 413 over 5 MB (100 MB for a video), 415 `unsupported_file_type` (also for an image that does not decode). Images are kept re-encoded, upright and without metadata (EXIF, GPS, XMP); only images get a thumbnail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A JPEG, PNG or WebP image or a PDF (at most 5 MB), or an MP4, WebM or QuickTime video (at most 100 MB); its type is read from its bytes
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Asset"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/customer/asset/v1/shop-images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture of the shop’s pages (public: banners, heroes, streamers’ avatars) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The WebP’s bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/customer/asset/v1/assets/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A small WebP of one of the customer’s images
         * @description 404 when the file has no thumbnail (a PDF, a video, an image none could be made of): the upload itself is never served here.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The thumbnail’s bytes */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/customer/asset/v1/assets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one of the customer’s files (as an attachment) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file’s bytes, with the type found at upload and a file name ending in that type’s extension */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer’s buy products, newest first; filter by status, order, text */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
                    order_id?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyProduct"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A buy product with its order, timeline and pending action */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyProductDetails"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/stat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many buy products the customer has in each status (for status tabs) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyProductStat"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a buy product, or some variations, while pending payment, purchasing or action needed */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description product: the whole buy product; variations: only variation_ids
                         * @default product
                         * @enum {string}
                         */
                        type?: "product" | "variations";
                        /** @default [] */
                        variation_ids?: number[];
                        /** @default [] */
                        charge_ids?: number[];
                        /** @default null */
                        cancel_reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyProduct"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/customer/timeline/v1/buy-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every status change of a buy product: when, by whom, and why */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["TimelineEvent"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-action/v1/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Actions needed on the customer’s buy products, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "pending" | "accepted" | "alternative_chosen" | "cancelled" | "refund_requested";
                    buy_product_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyAction"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-action/v1/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One action */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyAction"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-action/v1/{id}/perform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide: accept the new price/quantity, choose an alternative, or cancel the item */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "accept" | "choose_alternative" | "cancel_item";
                        alternative_sku_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                action: components["schemas"]["BuyAction"];
                                buy_product: components["schemas"]["BuyProduct"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-action/v1/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for the money back instead: the product is refunded (Idempotency-Key) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default null */
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                action: components["schemas"]["BuyAction"];
                                buy_product: components["schemas"]["BuyProduct"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/customer/payment/v1/gateways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How you can pay in the current region, with each gateway’s fee */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaymentGateway"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/customer/payment/v1/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your payments, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Payment"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/customer/payment/v1/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment of yours: its status, why it failed, and the invoices it paid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Payment"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/meta/v1/shipment-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parcel statuses with labels, add-on services priced in the region, tracking types */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentMeta"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your Ship For Me requests with their parcels, newest first (filter by a parcel status) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentOrder"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/state/shipment-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your parcels are in each status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentStateCounts"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{productNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your parcels by its number: trackings, warehouse receipt, invoice, timeline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    productNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentProductDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{id}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add the shop courier’s tracking id (a requested parcel is then on its way) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tracking_id: string;
                        carrier?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentProduct"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{id}/tracking/{trackingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct a tracking id before the parcel reaches our warehouse */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    trackingId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tracking_id: string;
                        carrier?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentProduct"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a parcel that has not reached our warehouse (409 afterwards) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentProduct"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{id}/start-shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ship a paid parcel home (409 until its shipping invoice is paid) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentProduct"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/customer/timeline/v1/shipment-product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parcel’s timeline: tracking, warehouse receipt, invoice, legs, delivery */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentEvent"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your claims, newest first (filter by status) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Claim"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Open a claim on a delivered parcel or buy product, with photos and an unboxing video, within the claim window
         * @description 404 when the parcel or product is not yours; 409 `not_delivered` before delivery; 422 `claim_window_closed` after the window (CLAIM_WINDOW_HOURS, 24 by default); 422 naming `photo_ids` or `video_id` for uploads that are not your photos or video; 409 `claim_already_open` while another claim on it awaits a decision.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description A Ship For Me parcel (shipment product) or a Buy-and-Ship product
                         * @enum {string}
                         */
                        subject_type: "shipment_product" | "buy_product";
                        subject_id: number;
                        /** @enum {string} */
                        reason: "damaged" | "missing_item" | "wrong_item" | "other";
                        description: string;
                        /** @description Your uploaded photos (images) of what arrived: 1 to 10 */
                        photo_ids: number[];
                        /** @description Your uploaded unboxing video */
                        video_id?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ClaimDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your claims with its timeline and staff’s resolution */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ClaimDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your disputes, newest first (filter by status) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Dispute"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your disputes with its timeline, outcome and refunds */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DisputeDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/customer/timeline/v1/dispute/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tracking timeline of one of your disputes, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DisputeEvent"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/third-party/{provider}/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link your session at a third party (the live-stream provider) to you, after the provider confirms it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The provider, e.g. livestream */
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description A session at the provider (their SDK hands it to the app) to link to you */
                        session_id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ThirdPartyIdentity"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/contents/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page by slug, in your language and region (404 for an unknown slug) */
        get: {
            parameters: {
                query?: {
                    /** @description Defaults to Accept-Language, then English */
                    locale?: "en" | "bn";
                    region?: string;
                };
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Content"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/multiple-contents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Several content pages at once, by slug */
        get: {
            parameters: {
                query: {
                    /** @description Defaults to Accept-Language, then English */
                    locale?: "en" | "bn";
                    region?: string;
                    /** @description Comma-separated slugs, up to 20 */
                    slugs: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description By slug; a known slug without content is left out */
                            data: {
                                [key: string]: components["schemas"]["Content"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/navigation-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The menus every page shows: services, categories and the footer */
        get: {
            parameters: {
                query?: {
                    /** @description Defaults to Accept-Language, then English */
                    locale?: "en" | "bn";
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description By slug; a known slug without content is left out */
                            data: {
                                [key: string]: components["schemas"]["Content"];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's name, Bangladesh office address, email, phone and opening hours (as on invoices) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CompanyDetails"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Running and upcoming campaigns of the region, soonest first */
        get: {
            parameters: {
                query?: {
                    expand?: string;
                    status?: "running" | "upcoming" | "current";
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/campaigns/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products of every running campaign, at their campaign prices */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/campaigns/{id}/web/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign's products, at its prices while it runs */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    region?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProductSummary"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/campaigns/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign's landing page: title, banner, window and status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Campaign"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/customer/v1/products/web/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product as campaign pages show it, with its running campaign if any */
        get: {
            parameters: {
                query: {
                    product_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Product"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What streams sell, with how many streams each has */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StreamCategory"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live and recorded streams, live first, 12 a page */
        get: {
            parameters: {
                query?: {
                    feedEngine?: "latest" | "popular";
                    feedType?: "all" | "live" | "replay" | "scheduled";
                    categoryId?: number;
                    feedId?: number;
                    streamerId?: number;
                    loginId?: string;
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LiveStream"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stream: its title, status, streamer and HLS playlist */
        get: {
            parameters: {
                query: {
                    streamId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LiveStream"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/streams/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The products offered in a stream, at the region’s prices */
        get: {
            parameters: {
                query: {
                    streamId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StreamOffer"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rfq/customer/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your requests for quotation, newest first (filter by status) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "submitted" | "quoted" | "ordered" | "declined" | "expired";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RfqRequest"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Ask for a quotation: a product by name or link, photos, quantity, target price
         * @description 422 naming `image_ids` for uploads that are not your photos, `region_code` for a region we do not serve.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RfqRequestBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RfqRequestDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rfq/customer/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your requests with its quotes and timeline */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RfqRequestDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rfq/customer/v1/requests/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes of one of your requests: tiers, MOQ, shipping, validity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RfqQuote"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rfq/customer/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quote sent to you */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RfqQuote"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-on-services/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Add-on services (photos, QC inspection, repacking, wooden frame, insurance…) */
        get: {
            parameters: {
                query?: {
                    /** @description Only the services offered to this */
                    use?: "ship_for_me" | "buy_and_ship" | "rfq";
                    /** @description Only the price in this currency (your region’s) */
                    currency?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AddOnService"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/support/v1/support-inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My inquiries, the latest activity first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MySupportInquiry"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send us a message from the contact form (no sign-in needed)
         * @description At most 5 from one address in 10 minutes (429 after); bodies up to 32 KiB (413).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
                        message: string;
                        order_number?: string;
                        /** @description Leave empty (a field people never see; robots fill it in) */
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SupportInquiryReceipt"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/support/v1/support-inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my inquiries with its messages and the support team’s replies, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SupportThread"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/support/v1/support-inquiries/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write again on my inquiry (it waits for the support team again)
         * @description A handled (closed) inquiry takes no more messages (409).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SupportThread"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications, newest first, with how many are unread */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"][];
                            pagination: components["schemas"]["Pagination"];
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Notification"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                read: true;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/custom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification settings: each event type with its channels, and the language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NotificationSettings"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Change your notification settings (the event types given; the rest stay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "bn";
                        events?: {
                            /** @enum {string} */
                            type: "order_status" | "parcel_status" | "parcel_received" | "invoice_raised" | "payment_result" | "action_needed" | "quote_received" | "dispute_update" | "support_reply" | "payout_update" | "storage_reminder";
                            /** @description Shown in the app’s notification list and the header bell */
                            in_app?: boolean;
                            /** @description Emailed to the account’s address */
                            email?: boolean;
                            /** @description Pushed to the devices that turned notifications on */
                            push?: boolean;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["NotificationSettings"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes to pushes with */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @description The VAPID public key (base64url) for pushManager.subscribe */
                                public_key: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/customer/v1/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn on pushes on this device: save its PushSubscription */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description The push service URL the browser’s PushSubscription names
                         */
                        endpoint: string;
                        expirationTime?: number | null;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                endpoint: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Turn off pushes on this device (one of your own subscriptions) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: uri
                         * @description The push service URL the browser’s PushSubscription names
                         */
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                /** @enum {boolean} */
                                deleted: true;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay one invoice: wallet settles at once; bKash answers where to approve; a bank transfer waits for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        gateway: "wallet" | "bkash" | "bank_transfer";
                        /** @description Minor units to pay now (a part payment); the whole amount due when absent */
                        amount?: number;
                        /** @description Bank transfer: the uploaded receipt (an asset of yours) */
                        receipt_asset_id?: number;
                        /** @description Bank transfer (required): the transaction or reference number the bank gave the transfer */
                        transfer_reference?: string;
                        /** @description bKash or bank transfer: the wallet pays what it holds first (settled at once), the gateway the rest; the answer is the gateway’s payment, or the wallet’s when it covered everything */
                        wallet_first?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StartedPayment"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/session/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an invoice session: wallet settles at once; bKash answers where to approve; a bank transfer waits for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        gateway: "wallet" | "bkash" | "bank_transfer";
                        /** @description Minor units to pay now (a part payment); the whole amount due when absent */
                        amount?: number;
                        /** @description Bank transfer: the uploaded receipt (an asset of yours) */
                        receipt_asset_id?: number;
                        /** @description Bank transfer (required): the transaction or reference number the bank gave the transfer */
                        transfer_reference?: string;
                        /** @description bKash or bank transfer: the wallet pays what it holds first (settled at once), the gateway the rest; the answer is the gateway’s payment, or the wallet’s when it covered everything */
                        wallet_first?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["StartedPayment"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/customer/payment/v1/transactions/{id}/bkash/execute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** bKash’s callback, posted by the payment status page: completes (or ends) the payment once, however often it is sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentID: string;
                        /** @enum {string} */
                        status: "success" | "failure" | "cancel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Payment"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/calculator/v1/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shipping cost of a parcel by each method: actual, volumetric and chargeable weight (no sign-in needed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Actual weight in grams (1–300000) */
                        weight_grams: number;
                        /** @description Length in whole centimetres (1–300) */
                        length_cm: number;
                        /** @description Width in whole centimetres (1–300) */
                        width_cm: number;
                        /** @description Height in whole centimetres (1–300) */
                        height_cm: number;
                        shipping_category_id: number;
                        /** @description Source warehouse (abroad) the parcel is sent to */
                        warehouse_id: number;
                        /** @description Price one method only; every one by default */
                        shipping_method_id?: number;
                        /** @description Destination region; the caller’s region by default */
                        region?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingEstimate"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/context/customer/v1/ship-for-me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouses, categories, methods and rules of Ship For Me; with a session also your suite code and warehouse address */
        get: {
            parameters: {
                query?: {
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipForMeContext"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask us to forward parcels: one or more products bought abroad, with the shop courier’s tracking id */
        post: {
            parameters: {
                query?: {
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The source warehouse the parcels go to (China first) */
                        warehouse_id: number;
                        shipping_address_id: number;
                        shipping_method_id: number;
                        products: {
                            title: string;
                            /**
                             * Format: uri
                             * @description Where the customer bought it (http or https)
                             */
                            link?: string;
                            /** @default [] */
                            image_ids?: number[];
                            quantity: number;
                            /** @description What you paid the shop, in minor units of the region currency */
                            declared_value: number;
                            shipping_category_id: number;
                            hs_code?: string;
                            /** @default [] */
                            addon_service_codes?: ("extra_packing" | "photo_check" | "wooden_crate")[];
                            tracking_id?: string;
                            carrier?: string;
                            /**
                             * @description What it contains that carriers restrict: battery, liquid, medicine, magnet
                             * @default []
                             */
                            contents?: ("battery" | "liquid" | "medicine" | "magnet")[];
                            /**
                             * @description Insure it at its declared value (2 %)
                             * @default false
                             */
                            insured?: boolean;
                        }[];
                        /** @description The receiver’s tax or national id, where the destination’s customs ask for one */
                        tax_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShipmentOrder"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/customer/delivery-request/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your delivery requests, newest first, by service type */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type?: "buy-and-ship" | "ship-for-me" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DeliveryRequest"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Ask for delivery of arrived items (buy products and parcels) by a courier option */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            type: "buy_product" | "shipment_product";
                            id: number;
                        }[];
                        shipping_address_id: number;
                        /** @description The code of a courier option */
                        courier_option: string;
                        note?: string;
                        /** @description Pay the delivery charge in cash to the courier instead of before dispatch */
                        pay_on_delivery?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DeliveryRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/customer/delivery-request/v1/international-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One payment session for the international shipping of several of your parcels: pay it like an invoice session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Your parcels whose international shipping you pay together */
                        shipment_product_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InvoiceSession"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/customer/delivery-request/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your delivery requests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DeliveryRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tracking/customer/v1/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find one of your parcels, buy products or delivery requests by its number */
        get: {
            parameters: {
                query: {
                    number: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Tracked"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-cart/v1/shipping-carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your shipping cart of the region (made on first use) */
        get: {
            parameters: {
                query?: {
                    region?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCart"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-cart/v1/shipping-carts/{cartId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a product to your shipping cart (at most 50) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cartId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** Format: uri */
                        link?: string;
                        /** @default [] */
                        image_ids?: number[];
                        quantity: number;
                        declared_value: number;
                        shipping_category_id: number;
                        hs_code?: string;
                        tracking_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCart"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-cart/v1/shipping-carts/{cartId}/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a product of your shipping cart */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cartId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** Format: uri */
                        link?: string;
                        /** @default [] */
                        image_ids?: number[];
                        quantity: number;
                        declared_value: number;
                        shipping_category_id: number;
                        hs_code?: string;
                        tracking_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCart"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-cart/v1/shipping-carts/{cartId}/items/{itemId}/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a product of your shipping cart (another colour, another parcel) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cartId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCart"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipping-cart/v1/shipping-carts/items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a product from your shipping cart */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ShippingCart"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/consolidations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your consolidations, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "requested" | "repacked" | "confirmed" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consolidation"][];
                            pagination: components["schemas"]["Pagination"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Ship several parcels waiting in our warehouse as one box: their invoices are withdrawn until staff repack it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shipment_product_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consolidation"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/consolidations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One consolidation: its parcels, the box and the saving */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consolidation"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/consolidations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the repacked box and its price: raises one invoice for all its parcels */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consolidation"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/consolidations/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ship the parcels separately after all: each gets its own invoice back */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Consolidation"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/calculator/v1/landed-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a product costs at your door, itemised: price, seller delivery, shipping, duty and taxes, insurance, add-ons (no sign-in needed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Actual weight in grams (1–300000) */
                        weight_grams: number;
                        /** @description Length in whole centimetres (1–300) */
                        length_cm: number;
                        /** @description Width in whole centimetres (1–300) */
                        width_cm: number;
                        /** @description Height in whole centimetres (1–300) */
                        height_cm: number;
                        shipping_category_id: number;
                        /** @description Source warehouse (abroad) the parcel is sent to */
                        warehouse_id: number;
                        /** @description The method the parcel goes by */
                        shipping_method_id: number;
                        /** @description Destination region; the caller’s region by default */
                        region?: string;
                        /** @description What the product costs (its declared value), minor units of the region currency */
                        product_price: number;
                        /** @description The seller’s delivery to our warehouse, when known */
                        domestic_delivery?: number;
                        /** @description Duty and taxes follow it; the default rate without */
                        hs_code?: string;
                        /** @default false */
                        insured?: boolean;
                        /** @default [] */
                        addon_service_codes?: ("extra_packing" | "photo_check" | "wooden_crate")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["LandedCost"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/customer/shipment/v1/shipment-products/{id}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What you asked our warehouse to do to this parcel, and the answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ParcelRequest"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /** Ask our warehouse for extra photos, a content check, a special request or a re-measure; a priced one is invoiced at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error";
                        /** @description What you want done; for a wrong measurement, what you think it should be */
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ParcelRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rfq/customer/v1/quotes/{id}/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a quote: a Buy-and-Ship order with its unpaid invoice, exactly once
         * @description Calling it again (or twice at once) answers the same order. 409 `quote_expired`, `quote_withdrawn`, `rfq_already_ordered` (another quote of the request was ordered) or `rfq_closed` (declined or expired request); 422 naming `quantity` below the MOQ or `shipping_address_id` outside the request’s region.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RfqPlaceOrderBodyInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyOrder"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/buy-product/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute a delivered buy product: reason, affected quantity, photos, refund or replacement
         * @description 404 when the product is not yours; 409 `not_delivered` before delivery; 422 `dispute_window_closed` after DISPUTE_WINDOW_HOURS (168 by default); 422 for more items than the product has or photos that are not your images; 409 `dispute_already_open` for a second dispute on the product.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "damaged" | "missing_item" | "wrong_item" | "other";
                        description: string;
                        /** @description How many of the product’s items are affected (at most its quantity) */
                        quantity: number;
                        /** @description Your uploaded photos (images): 1 to 10 */
                        photo_ids: number[];
                        /** @enum {string} */
                        requested_resolution: "refund" | "replacement";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DisputeDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/claims/customer/v1/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer our request for evidence with a message and photos (back to review) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                        photo_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DisputeDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/account/v1/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close my account: personal data is erased, invoices and payments are kept, the sign-in is deleted (refused while an invoice, wallet money, a parcel, a claim or a payout is open) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The account’s email, typed again: the customer means it */
                        confirm_email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ClosedAccount"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/checkout/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a checkout of selected cart items: subtotal, coupon, shipping estimate (places nothing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            cart_item_id: number;
                            /** @description Cart variation ids to buy; all of the item when absent */
                            variation_ids?: number[];
                        }[];
                        shipping_address_id: number;
                        /** @description For products the catalog cannot place in a shipping category; each other product ships as its own category */
                        shipping_category_id?: number | null;
                        shipping_method_id: number;
                        coupon_code?: string | null;
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CheckoutSummary"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/place-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Place one order from selected cart items: buy products, coupon, unpaid invoice; items leave the cart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            cart_item_id: number;
                            /** @description Cart variation ids to buy; all of the item when absent */
                            variation_ids?: number[];
                        }[];
                        shipping_address_id: number;
                        /** @description For products the catalog cannot place in a shipping category; each other product ships as its own category */
                        shipping_category_id?: number | null;
                        shipping_method_id: number;
                        coupon_code?: string | null;
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["BuyOrder"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/customer/buy-product/v1/clone-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put products of a past order back into the cart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        order_id: number;
                        /**
                         * @description Buy product ids of the order; all of them when empty
                         * @default []
                         */
                        product_ids?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CloneOrderResult"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/customer/option/v1/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Local couriers from our destination warehouse to an address, priced by weight */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Buy product ids
                         * @default []
                         */
                        product_ids?: number[];
                        /**
                         * @description Ship For Me parcel ids travelling with them
                         * @default []
                         */
                        shipment_product_ids?: number[];
                        shipping_address_id: number;
                        destination_warehouse_id?: number;
                        /** @enum {string} */
                        delivery_option?: "home_delivery" | "pickup_point";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CourierOption"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courier/customer/option/v1/international-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** International shipping methods for products travelling together, priced */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        region: string;
                        /** @description Ship For Me parcels travelling together (the customer’s own) */
                        shipment_product_ids: number[];
                        shipping_address_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["InternationalCourierOption"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/customer/dashboard/v1/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer’s dashboard: invoices to pay, what needs an answer, goods by stage, wallet, latest notifications */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustomerDashboard"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/customer/invoice/v1/invoices/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice as a PDF (company, customer, lines, payments, balance due)
         * @description Rendered by the worker and kept until the invoice changes. When it is not ready within a few seconds: 503 `invoice_pdf_not_ready` with Retry-After.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF, as an attachment named after the invoice number */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        MoneyInput: {
            /** @description Integer minor units (e.g. paisa, cents, fen) */
            amount: number;
            /** @description ISO 4217 code */
            currency: string;
        };
        ErrorResponseInput: {
            error: {
                code: string;
                message: string;
                details?: {
                    field?: string;
                    message: string;
                }[];
            };
        };
        PaginationInput: {
            page: number;
            per_page: number;
            total: number;
        };
        ShopInput: {
            id: string;
            name: string;
        };
        ProductCampaignInput: {
            id: number;
            slug: string;
            title: string;
            /** @description When the campaign price ends (ISO 8601) */
            ends_at: string;
            /** @description Off the regular price, in basis points */
            discount_bps: number;
            /** @description The lowest single-piece price without the campaign */
            regular_price: components["schemas"]["MoneyInput"];
        };
        ProductSummaryInput: {
            id: number;
            /** @description Title in English */
            title: string;
            /** @description Title as the source site shows it */
            title_original: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: components["schemas"]["ShopInput"] | null;
            category_id: number;
            /** @description Lowest single-piece price in the caller’s region currency */
            price: components["schemas"]["MoneyInput"];
            /** @description The same price in CNY as the source site lists it */
            original_price: components["schemas"]["MoneyInput"];
            /** @description 0–5 stars, one decimal */
            rating: number;
            review_count: number;
            sales_count: number;
            /** @description The running campaign whose price `price` already is; null at the regular price */
            campaign: components["schemas"]["ProductCampaignInput"] | null;
        };
        PriceTierInput: {
            /** @description The tier applies from this many pieces on */
            min_quantity: number;
            price: components["schemas"]["MoneyInput"];
            original_price: components["schemas"]["MoneyInput"];
        };
        ProductVariationsInput: {
            properties: {
                id: string;
                /** @description Colour, Size, … */
                name: string;
                values: {
                    id: string;
                    name: string;
                    image?: string;
                }[];
            }[];
            skus: {
                id: string;
                /** @description One property value id per property, in order */
                value_ids: string[];
                stock: number;
                weight_grams: number;
                price_tiers: components["schemas"]["PriceTierInput"][];
            }[];
        };
        ProductCategoryInput: {
            id: number;
            slug: string;
            name: string;
            parent_id: number | null;
        };
        ProductInput: {
            id: number;
            /** @description Title in English */
            title: string;
            /** @description Title as the source site shows it */
            title_original: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: components["schemas"]["ShopInput"] | null;
            category_id: number;
            /** @description Lowest single-piece price in the caller’s region currency */
            price: components["schemas"]["MoneyInput"];
            /** @description The same price in CNY as the source site lists it */
            original_price: components["schemas"]["MoneyInput"];
            /** @description 0–5 stars, one decimal */
            rating: number;
            review_count: number;
            sales_count: number;
            /** @description The running campaign whose price `price` already is; null at the regular price */
            campaign: components["schemas"]["ProductCampaignInput"] | null;
            images: string[];
            category: components["schemas"]["ProductCategoryInput"] | null;
            attributes: {
                name: string;
                value: string;
            }[];
            variations: components["schemas"]["ProductVariationsInput"];
            max_price: components["schemas"]["MoneyInput"];
            created_at: string;
            updated_at: string;
        };
        ProductDescriptionInput: {
            product_id: number;
            /** @description Sanitised HTML */
            html: string;
        };
        ProductReviewInput: {
            id: number;
            author_name: string;
            rating: number;
            body: string;
            variation_label: string | null;
            created_at: string;
        };
        SearchFacetsInput: {
            categories: {
                id: number;
                name: string;
                count: number;
            }[];
            source_sites: {
                code: string;
                count: number;
            }[];
            price: {
                min: components["schemas"]["MoneyInput"];
                max: components["schemas"]["MoneyInput"];
            } | null;
        };
        PersonalizedPriceInput: {
            product_id: number;
            sku_id: string | null;
            quantity: number;
            /** @description Per piece for this quantity, after the customer discount */
            unit_price: components["schemas"]["MoneyInput"];
            /** @description Per piece in CNY for this quantity */
            original_unit_price: components["schemas"]["MoneyInput"];
            total: components["schemas"]["MoneyInput"];
            /** @description The signed-in customer’s discount, 0 for guests */
            discount_bps: number;
        };
        ProductSuggestionInput: {
            id: number;
            title: string;
            image: string | null;
            price: components["schemas"]["MoneyInput"];
        };
        SearchTermInput: {
            term: string;
            search_count: number;
        };
        NavCategoryInput: {
            id: number;
            slug: string;
            name: string;
            icon: string | null;
            children: components["schemas"]["NavCategoryInput"][];
        };
        InventoryMetadataInput: {
            sources: {
                code: string;
                name: string;
                currency: string;
            }[];
            categories: components["schemas"]["NavCategoryInput"][];
            sort_options: {
                /** @enum {string} */
                value: "relevance" | "popular" | "price_asc" | "price_desc" | "rating" | "newest";
                label: string;
            }[];
            limits: {
                max_filters: number;
                keyword_max_length: number;
            };
        };
        HarvestJobInput: {
            /** Format: uuid */
            id: string;
            url: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            product_id: number | null;
            error: {
                /** @description unsupported_url, host_not_allowed, unreachable, timeout, http_error, too_large, too_many_redirects, not_html, not_a_product */
                code: string;
                message: string;
            } | null;
            created_at: string;
            updated_at: string;
        };
        AddressInput: {
            id: number;
            country_code: string;
            /** @enum {string} */
            label: "home" | "office" | "other";
            name: string;
            phone: string;
            /** @description Country-specific fields, keys as in the address schema of the country */
            fields: {
                [key: string]: string;
            };
            /** @description The address as people read it, street first and country last, with the names of chosen options (district, thana, state) instead of their codes */
            display_lines: string[];
            is_default: boolean;
            created_at: string;
            updated_at: string;
        };
        AddressLabelInput: {
            /** @enum {string} */
            code: "home" | "office" | "other";
            name: string;
        };
        AddressFieldInput: {
            key: string;
            label: string;
            /** @enum {string} */
            type: "text" | "select";
            required: boolean;
            pattern?: string;
            pattern_message?: string;
            max_length: number;
            default?: string;
            depends_on?: string;
            options?: {
                code: string;
                name: string;
                /** @description The name in Bengali (Bangladeshi places) */
                name_bn?: string;
                /** @description A place that no longer exists: valid on saved addresses, not to be offered */
                retired?: boolean;
                parent?: string;
            }[];
        };
        AddressSchemaInput: {
            country_code: string;
            country_name: string;
            phone_code: string;
            fields: components["schemas"]["AddressFieldInput"][];
        };
        CustomerInput: {
            id: number;
            identity_id: string;
            email: string | null;
            email_verified: boolean;
            name: string | null;
            phone: string | null;
            avatar_url: string | null;
            country_code: string | null;
            created_at: string;
            updated_at: string;
            /** @description The stable notification subscriber id (spec §3), on sync */
            notification_subscriber_id?: string;
        };
        CartVariationInput: {
            id: number;
            sku_id: string;
            quantity: number;
            properties: {
                name: string;
                value: string;
            }[];
            image: string | null;
            stock: number;
            weight_grams: number;
            /** @description One piece in the region currency (wholesale tier applied) */
            unit_price: components["schemas"]["MoneyInput"];
            /** @description One piece in CNY at the source */
            original_unit_price: components["schemas"]["MoneyInput"];
            total: components["schemas"]["MoneyInput"];
        };
        CartItemInput: {
            id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: {
                id: string;
                name: string;
            } | null;
            is_selected: boolean;
            /** @description False once the product left the catalog */
            available: boolean;
            /** @description Pieces of all SKUs together */
            quantity: number;
            weight_grams: number;
            subtotal: components["schemas"]["MoneyInput"];
            variations: components["schemas"]["CartVariationInput"][];
            created_at: string;
            updated_at: string;
        };
        CartStatusInput: {
            product_id: number;
            in_cart: boolean;
            cart_item_id: number | null;
            quantity: number;
            sku_ids: string[];
        };
        GuestCartMergeInput: {
            /** @description SKU lines moved by this call (0 on a rerun) */
            merged_variations: number;
            items: components["schemas"]["CartItemInput"][];
        };
        WishlistItemInput: {
            id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: {
                id: string;
                name: string;
            } | null;
            /** @description From-price in the region currency; null if gone */
            price: components["schemas"]["MoneyInput"] | null;
            available: boolean;
            created_at: string;
        };
        WishlistLinkImportInput: {
            id: number;
            /** @description The link as the customer pasted it */
            url: string;
            /** @description The catalog import; when it succeeds the product joins the wishlist */
            harvest_job: components["schemas"]["HarvestJobInput"];
            created_at: string;
        };
        DiscountInput: {
            code: string;
            description: string;
            /** @enum {string} */
            kind: "percent" | "fixed";
            /** @description For percent coupons; 1000 = 10 % */
            percent_bps: number | null;
            /** @description For fixed coupons */
            amount: components["schemas"]["MoneyInput"] | null;
            max_discount: components["schemas"]["MoneyInput"] | null;
            min_spend: components["schemas"]["MoneyInput"] | null;
            region_code: string | null;
            expires_at: string | null;
            /** @description Only for a customer who has placed no order yet */
            first_order_only: boolean;
            /** @description How many more times this customer may use it; null = no limit */
            uses_left: number | null;
        };
        CouponQuoteInput: {
            code: string;
            description: string;
            subtotal: components["schemas"]["MoneyInput"];
            discount: components["schemas"]["MoneyInput"];
            total: components["schemas"]["MoneyInput"];
        };
        EtaInput: {
            min_days: number;
            max_days: number;
        };
        CategoryPriceInput: {
            id: number;
            shipping_category_id: number;
            /** @description Source warehouse */
            warehouse_id: number;
            /** @description Destination region */
            region_code: string;
            slabs: {
                min_weight_grams: number;
                max_weight_grams: number | null;
                rate_per_kg: components["schemas"]["MoneyInput"];
            }[];
            min_charge: components["schemas"]["MoneyInput"];
        };
        ShippingMethodInput: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "air" | "express" | "sea";
            region_code: string;
            /** @description Applied to the category per-kg price */
            rate_multiplier_bps: number;
            eta: components["schemas"]["EtaInput"];
        };
        CourierOptionInput: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            delivery_option: "home_delivery" | "pickup_point";
            weight_grams: number;
            price: components["schemas"]["MoneyInput"];
            eta: components["schemas"]["EtaInput"];
        };
        InternationalCourierOptionInput: {
            method: components["schemas"]["ShippingMethodInput"];
            weight_grams: number;
            price: components["schemas"]["MoneyInput"];
            eta: components["schemas"]["EtaInput"];
        };
        ShippingEstimateOptionInput: {
            method: components["schemas"]["ShippingMethodInput"];
            /** @description L×W×H / divisor (5000 cm³/kg by air and express, 6000 by sea), rounded up */
            volumetric_weight_grams: number;
            /** @description The heavier of actual and volumetric, up to the started 100 g */
            chargeable_weight_grams: number;
            charge: components["schemas"]["MoneyInput"];
            eta: components["schemas"]["EtaInput"];
        };
        ShippingEstimateInput: {
            region_code: string;
            warehouse_id: number;
            shipping_category_id: number;
            actual_weight_grams: number;
            currency: string;
            options: components["schemas"]["ShippingEstimateOptionInput"][];
        };
        InvoiceLineInput: {
            id: number;
            /** @description product, discount or adjustment */
            kind: string;
            description: string;
            reference_type: string | null;
            reference_id: number | null;
            quantity: number;
            unit_amount: components["schemas"]["MoneyInput"];
            amount: components["schemas"]["MoneyInput"];
            /** @description What checkout estimated for this charge (a product's international shipping); null when nothing was estimated */
            estimated_at_checkout: components["schemas"]["MoneyInput"] | null;
        };
        InvoiceInput: {
            id: number;
            number: string;
            /** @enum {string} */
            status: "unpaid" | "partially_paid" | "paid" | "cancelled";
            subject: {
                type: string;
                id: number;
            };
            total: components["schemas"]["MoneyInput"];
            /** @description What of the payments this invoice keeps: what was paid less what was refunded */
            paid: components["schemas"]["MoneyInput"];
            /** @description Returned to the customer off this invoice (a paid product cancelled), fees apart */
            refunded: components["schemas"]["MoneyInput"];
            /** @description Gateway fees (bKash 1.85 %) paid on top of the payments, and returned with refunds */
            gateway_fee: {
                paid: components["schemas"]["MoneyInput"];
                refunded: components["schemas"]["MoneyInput"];
            };
            due: components["schemas"]["MoneyInput"];
            lines: components["schemas"]["InvoiceLineInput"][];
            created_at: string;
            updated_at: string;
        };
        InvoiceSessionInput: {
            id: number;
            invoice_ids: number[];
            invoices: components["schemas"]["InvoiceInput"][];
            /** @description What is still to pay over the session’s invoices */
            due: components["schemas"]["MoneyInput"];
            created_at: string;
        };
        WalletBalanceInput: {
            /** @description The wallet’s id: its transactions are under `{id}/transactions` */
            id: number;
            currency: string;
            available: components["schemas"]["MoneyInput"];
            /** @description Held for payout requests not yet paid out or cancelled */
            held: components["schemas"]["MoneyInput"];
        };
        WalletTransactionInput: {
            id: number;
            /** @description wallet_deposit, invoice_payment, refund, payout_hold or payout_release */
            kind: string;
            /** @description Money in is positive, money out negative */
            amount: components["schemas"]["MoneyInput"];
            /** @description The wallet’s balance right after this transaction */
            balance_after: components["schemas"]["MoneyInput"];
            /** @description What caused it, e.g. `invoice` 17 or `payout` 3 */
            reference: {
                type: string;
                id: string;
            };
            description: string;
            created_at: string;
        };
        BuyVariationInput: {
            id: number;
            sku_id: string;
            properties: {
                name: string;
                value: string;
            }[];
            quantity: number;
            unit_price: components["schemas"]["MoneyInput"];
            /** @description CNY at the source */
            original_unit_price: components["schemas"]["MoneyInput"];
            total: components["schemas"]["MoneyInput"];
            cancelled: boolean;
        };
        BuyProductInput: {
            id: number;
            number: string;
            order_id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop_name: string | null;
            /** @enum {string} */
            status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            can_cancel: boolean;
            variations: components["schemas"]["BuyVariationInput"][];
            quantity: number;
            weight_grams: number;
            /** @description International shipping as estimated at checkout (its own shipping category and weight); the invoice shows it beside the final charge */
            shipping_estimate: components["schemas"]["MoneyInput"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            shipping_estimate_unknown: ("no_shipping_category" | "no_weight" | "no_rate") | null;
            total: components["schemas"]["MoneyInput"];
            cancel_reason: string | null;
            /** @description What our warehouse measured and photographed on arrival; null before */
            warehouse_receipt: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
                photo_ids: number[];
                received_at: string;
            } | null;
            /** @description The parcel it ships home as from our warehouse (pay its shipping, ask the warehouse, ship it with other parcels); null before it is received */
            parcel: {
                id: number;
                number: string;
            } | null;
            created_at: string;
            updated_at: string;
        };
        TimelineEventInput: {
            id: number;
            from_status: ("pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed") | null;
            /** @enum {string} */
            to_status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            /** @enum {string} */
            actor: "customer" | "staff" | "system";
            note: string | null;
            created_at: string;
        };
        BuyOrderSummaryInput: {
            id: number;
            number: string;
            region_code: string;
            address: {
                id: number;
                country_code: string;
                name: string;
                phone: string;
                fields: {
                    [key: string]: string;
                };
                /** @description As on the address book: names instead of codes, country last */
                display_lines: string[];
            };
            shipping: {
                method_id: number;
                method_code: string;
                method_name: string;
                shipping_category_id: number;
                warehouse_id: number;
                eta: components["schemas"]["EtaInput"];
                /** @description International shipping, invoiced when weighed */
                estimate: components["schemas"]["MoneyInput"];
            };
            coupon_code: string | null;
            subtotal: components["schemas"]["MoneyInput"];
            discount: components["schemas"]["MoneyInput"];
            /** @description Product cost after the discount: the invoice total */
            total: components["schemas"]["MoneyInput"];
            invoice_id: number | null;
            note: string | null;
            created_at: string;
        };
        BuyOrderInput: {
            id: number;
            number: string;
            region_code: string;
            address: {
                id: number;
                country_code: string;
                name: string;
                phone: string;
                fields: {
                    [key: string]: string;
                };
                /** @description As on the address book: names instead of codes, country last */
                display_lines: string[];
            };
            shipping: {
                method_id: number;
                method_code: string;
                method_name: string;
                shipping_category_id: number;
                warehouse_id: number;
                eta: components["schemas"]["EtaInput"];
                /** @description International shipping, invoiced when weighed */
                estimate: components["schemas"]["MoneyInput"];
            };
            coupon_code: string | null;
            subtotal: components["schemas"]["MoneyInput"];
            discount: components["schemas"]["MoneyInput"];
            /** @description Product cost after the discount: the invoice total */
            total: components["schemas"]["MoneyInput"];
            invoice_id: number | null;
            note: string | null;
            created_at: string;
            buy_products: components["schemas"]["BuyProductInput"][];
        };
        BuyProductDetailsInput: {
            id: number;
            number: string;
            order_id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop_name: string | null;
            /** @enum {string} */
            status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            can_cancel: boolean;
            variations: components["schemas"]["BuyVariationInput"][];
            quantity: number;
            weight_grams: number;
            /** @description International shipping as estimated at checkout (its own shipping category and weight); the invoice shows it beside the final charge */
            shipping_estimate: components["schemas"]["MoneyInput"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            shipping_estimate_unknown: ("no_shipping_category" | "no_weight" | "no_rate") | null;
            total: components["schemas"]["MoneyInput"];
            cancel_reason: string | null;
            /** @description What our warehouse measured and photographed on arrival; null before */
            warehouse_receipt: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
                photo_ids: number[];
                received_at: string;
            } | null;
            /** @description The parcel it ships home as from our warehouse (pay its shipping, ask the warehouse, ship it with other parcels); null before it is received */
            parcel: {
                id: number;
                number: string;
            } | null;
            created_at: string;
            updated_at: string;
            order: components["schemas"]["BuyOrderSummaryInput"];
            timeline: components["schemas"]["TimelineEventInput"][];
            pending_action_id: number | null;
        };
        ProductShippingEstimateInput: {
            shipping_category: {
                id: number;
                name: string;
            } | null;
            weight_grams: number;
            estimate: components["schemas"]["MoneyInput"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            unknown_reason: ("no_shipping_category" | "no_weight" | "no_rate") | null;
        };
        CheckoutSummaryInput: {
            items: {
                cart_item_id: number;
                product_id: number;
                title: string;
                image: string | null;
                shop: {
                    id: string;
                    name: string;
                } | null;
                variations: components["schemas"]["CartVariationInput"][];
                subtotal: components["schemas"]["MoneyInput"];
                shipping: components["schemas"]["ProductShippingEstimateInput"];
            }[];
            weight_grams: number;
            subtotal: components["schemas"]["MoneyInput"];
            coupon: {
                code: string;
                description: string;
            } | null;
            coupon_error: {
                reason: string;
                message: string;
            } | null;
            discount: components["schemas"]["MoneyInput"];
            /** @description Product cost after the discount: what the invoice will ask */
            total: components["schemas"]["MoneyInput"];
            shipping: {
                method: components["schemas"]["ShippingMethodInput"];
                /** @description The products' estimates added up (those known) */
                estimate: components["schemas"]["MoneyInput"];
                /** @description Products without an estimate (items[].shipping says why), not in `estimate` */
                unknown_count: number;
            };
            /** @description Total plus the shipping estimate */
            grand_total: components["schemas"]["MoneyInput"];
        };
        BuyProductStatInput: {
            total: number;
            statuses: {
                /** @enum {string} */
                status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
                count: number;
            }[];
        };
        CloneOrderResultInput: {
            cart_item_ids: number[];
        };
        BuyActionInput: {
            id: number;
            buy_product_id: number;
            /** @enum {string} */
            kind: "price_change" | "quantity_change" | "out_of_stock";
            /** @enum {string} */
            status: "pending" | "accepted" | "alternative_chosen" | "cancelled" | "refund_requested";
            message: string;
            proposal: {
                variations: {
                    sku_id: string;
                    unit_price: components["schemas"]["MoneyInput"] | null;
                    available_quantity: number | null;
                    /** @description The unit price when the action was raised; null on older actions */
                    previous_unit_price: components["schemas"]["MoneyInput"] | null;
                    previous_quantity: number | null;
                }[];
                alternatives: {
                    sku_id: string;
                    description: string;
                    unit_price: components["schemas"]["MoneyInput"];
                }[];
            };
            /** @description The product total when the action was raised */
            total_before: components["schemas"]["MoneyInput"] | null;
            /** @description The product total once the proposal is accepted */
            total_after: components["schemas"]["MoneyInput"] | null;
            /** @description While pending: the order total (the invoice total) if the proposal is accepted */
            order_total_after: components["schemas"]["MoneyInput"] | null;
            created_at: string;
            resolved_at: string | null;
        };
        PaymentGatewayInput: {
            /** @enum {string} */
            code: "wallet" | "bkash" | "bank_transfer";
            name: string;
            currency: string;
            /** @description The gateway’s charge on top, e.g. "1.85" */
            fee_percent: string;
            instructions: string | null;
            bank_account: {
                bank_name: string;
                account_name: string;
                account_number: string;
                branch: string;
                routing_number: string;
            } | null;
        };
        PaymentInput: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["MoneyInput"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["MoneyInput"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["MoneyInput"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["MoneyInput"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
        };
        StaffPaymentInput: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["MoneyInput"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["MoneyInput"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["MoneyInput"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["MoneyInput"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            customer_id: number;
        };
        PaymentCheckInput: {
            /** @description Status checks at bKash that failed in a row */
            failed_attempts: number;
            last_checked_at: string | null;
            /** @description What bKash answered last, or why the check failed (English) */
            last_answer: string | null;
            /** @description When the job asks bKash again; null: it does not any more */
            next_check_at: string | null;
            /** @description Since when it waits for a person (the job gave up asking) */
            needs_review_since: string | null;
        };
        PaymentToReviewInput: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["MoneyInput"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["MoneyInput"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["MoneyInput"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["MoneyInput"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            customer_id: number;
            check: components["schemas"]["PaymentCheckInput"];
        };
        PayoutGatewayInput: {
            /** @enum {string} */
            code: "bkash" | "bank_transfer";
            name: string;
            currency: string;
            min: components["schemas"]["MoneyInput"];
            max: components["schemas"]["MoneyInput"];
            /** @description Kept from each payout: the customer receives amount − fee */
            fee: components["schemas"]["MoneyInput"];
            fields: {
                name: string;
                label: string;
                pattern?: string;
            }[];
        };
        PayoutAccountBodyInput: {
            /** @constant */
            gateway: "bkash";
            details: {
                wallet_number: string;
            };
        } | {
            /** @constant */
            gateway: "bank_transfer";
            details: {
                account_name: string;
                account_number: string;
                bank_name: string;
                branch_name: string;
                routing_number: string;
            };
        };
        PayoutAccountInput: {
            id: number;
            /** @enum {string} */
            gateway: "bkash" | "bank_transfer";
            details: {
                [key: string]: string;
            };
            created_at: string;
            updated_at: string;
        };
        PayoutRequestInput: {
            id: number;
            /** @enum {string} */
            status: "pending" | "approved" | "completed" | "rejected" | "cancelled";
            /** @enum {string} */
            gateway: "bkash" | "bank_transfer";
            payout_account_id: number;
            /** @description The payout account’s details as they were when the request was made */
            account: {
                [key: string]: string;
            };
            /** @description Taken from the wallet */
            amount: components["schemas"]["MoneyInput"];
            fee: components["schemas"]["MoneyInput"];
            /** @description What reaches the account: amount − fee */
            receivable: components["schemas"]["MoneyInput"];
            rejection_reason: string | null;
            /** @description What the gateway called the transfer (bKash trxID, bank reference) once paid */
            transfer_reference: string | null;
            created_at: string;
            updated_at: string;
        };
        AssetInput: {
            id: number;
            /** @description A 400 px wide WebP of an image; null for a PDF, a video or an image we could not read */
            thumbnail_url: string | null;
            /** @description image/jpeg, image/png, image/webp, application/pdf, video/mp4, video/webm or video/quicktime, read from the bytes */
            content_type: string;
            /** @description Bytes */
            size: number;
            file_name: string;
            created_at: string;
        };
        ShopImageInput: {
            /** @description A site path the storefront serves: put it in a banner, hero or avatar field */
            url: string;
            width: number;
            height: number;
            /** @description Bytes of the re-encoded WebP */
            size: number;
        };
        CurrencyInput: {
            id: number;
            code: string;
            name: string;
            symbol: string;
            minor_digits: number;
        };
        LanguageInput: {
            id: number;
            code: string;
            name: string;
            native_name: string;
            /** @description Whether this is the region’s default language */
            is_default: boolean;
        };
        CountryInput: {
            id: number;
            code: string;
            name: string;
            phone_code: string;
            flag: string;
        };
        RegionInput: {
            id: number;
            code: string;
            name: string;
            is_default: boolean;
            currency_code: string;
            default_language_code: string;
            currency?: components["schemas"]["CurrencyInput"];
            languages?: components["schemas"]["LanguageInput"][];
            countries?: components["schemas"]["CountryInput"][];
        };
        RegionSettingsInput: {
            region_id: number;
            region_code: string;
            region_name: string;
            source: {
                country_code: string;
                country_name: string;
                currency_code: string;
            };
            exchange: {
                source_currency: string;
                target_currency: string;
                /** @description Target major units per source major unit, times 1,000,000 */
                rate_micros: number;
                /** @description Markup over the rate in basis points */
                markup_bps: number;
            };
            /** @description Service commission in basis points */
            commission_bps: number;
            default_post_code: string | null;
            updated_at: string;
        };
        ShippingCategoryInput: {
            id: number;
            slug: string;
            name: string;
            parent_id: number | null;
            position: number;
        };
        HsCodeParentInput: {
            code: string;
            /** @enum {string} */
            level: "chapter" | "heading" | "subheading";
            description: string;
        };
        HsCodeInput: {
            /** @description Digits only: 2 (chapter), 4 (heading) or 6 (subheading) */
            code: string;
            /** @description As printed on customs forms: 61, 6109, 6109.10 */
            display_code: string;
            /** @enum {string} */
            level: "chapter" | "heading" | "subheading";
            /** @description The WCO section, a Roman numeral */
            section: string;
            description: string;
            /** @description Chapter, then heading; empty for a chapter */
            parents: components["schemas"]["HsCodeParentInput"][];
            /** @description Indicative duty and taxes for your region (X-Region or the region cookie); null without a region or where we hold no rates (docs/customs.md) */
            duty: {
                region_code: string;
                /** @description What the invoice calls it: "Customs duty and VAT" */
                label: string;
                /** @description Customs duty on the declared value */
                duty_percent: number;
                /** @description VAT or GST on the declared value plus duty */
                tax_percent: number;
            } | null;
        };
        NotificationInput: {
            id: number;
            /** @description storage_reminder, storage_final_notice, parcel_disposed… */
            kind: string;
            title: string;
            body: string;
            /** @description A path of the web app */
            link: string | null;
            read: boolean;
            /** Format: date-time */
            created_at: string;
        };
        NotificationSettingsInput: {
            /**
             * @description The language of emails and pushes
             * @enum {string}
             */
            language: "en" | "bn";
            /** @description The stable notification subscriber id (identity public metadata) */
            subscriber_id: string;
            events: {
                /** @enum {string} */
                type: "order_status" | "parcel_status" | "parcel_received" | "invoice_raised" | "payment_result" | "action_needed" | "quote_received" | "dispute_update" | "support_reply" | "payout_update" | "storage_reminder";
                /** @description Shown in the app’s notification list and the header bell */
                in_app: boolean;
                /** @description Emailed to the account’s address */
                email: boolean;
                /** @description Pushed to the devices that turned notifications on */
                push: boolean;
            }[];
        };
        AddOnServiceInput: {
            code: string;
            /** @description arrival_check, special, report, packing or order */
            group: string;
            name: string;
            uses: ("ship_for_me" | "buy_and_ship" | "rfq")[];
            /** @description One per currency it is offered in (0 when free); empty for a percentage */
            prices: components["schemas"]["MoneyInput"][];
            /** @description A share of the goods’ value in basis points (insurance), else null */
            rate_bps: number | null;
        };
        StaffAddOnServiceInput: {
            /** @enum {string} */
            code: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error" | "extra_packing" | "photo_check" | "wooden_crate" | "qc_inspection" | "insurance";
            group: string;
            name: string;
            uses: ("ship_for_me" | "buy_and_ship" | "rfq")[];
            /** @description Offered to customers; off hides it and refuses new requests */
            active: boolean;
            /** @description Minor units by currency; a currency left out is not offered there */
            prices: {
                [key: string]: number;
            };
            /** @description Insurance only: basis points of the value */
            rate_bps: number | null;
            /** @description Send it back with a change: a stale form is refused */
            updated_at: string;
        };
        ShipmentTrackingInput: {
            id: number;
            /** @description abroad-courier-tracking */
            type: string;
            tracking_id: string;
            carrier: string | null;
            created_at: string;
        };
        ShipmentEventInput: {
            id: number;
            /** @description status, held, tracking_added, tracking_updated, delivery_requested, with_courier, … */
            kind: string;
            status: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            /** @enum {string} */
            actor: "customer" | "staff" | "system";
            note: string | null;
            data: {
                [key: string]: unknown;
            } | null;
            at: string;
        };
        ShipmentReceiptInput: {
            weight_grams: number;
            length_cm: number;
            width_cm: number;
            height_cm: number;
            chargeable_weight_grams: number;
            /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
            photo_ids: number[];
            /** @description Storage is counted from here */
            received_at: string | null;
            /** @description Days of storage fees billed so far */
            storage_fee_days: number;
            /** @description The open storage-fee invoice */
            storage_invoice_id: number | null;
            /** @description Storage fees to pay before the parcel can ship */
            storage_fees_due: boolean;
        };
        ShipmentProductInput: {
            id: number;
            /** @description SP- and eight digits */
            number: string;
            order_id: number;
            order_number: string;
            /** @description The warehouse it is sent to and stored in */
            warehouse_id: number;
            title: string;
            link: string | null;
            image_ids: number[];
            quantity: number;
            declared_value: components["schemas"]["MoneyInput"];
            shipping_category_id: number;
            hs_code: string | null;
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["MoneyInput"];
            }[];
            contents: string[];
            insured: boolean;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            held_from: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            hold_reason: string | null;
            /** @description Null until the parcel reaches our warehouse */
            receipt: components["schemas"]["ShipmentReceiptInput"] | null;
            trackings: components["schemas"]["ShipmentTrackingInput"][];
            invoice_id: number | null;
            /** @description The box it ships in with other parcels, when consolidated */
            consolidation_id: number | null;
            /** @description The Buy-and-Ship product we bought for you that this parcel carries home */
            buy_product_id: number | null;
            can_cancel: boolean;
            can_start_shipping: boolean;
            can_edit_tracking: boolean;
            created_at: string;
            updated_at: string;
        };
        ShipmentProductDetailInput: {
            id: number;
            /** @description SP- and eight digits */
            number: string;
            order_id: number;
            order_number: string;
            /** @description The warehouse it is sent to and stored in */
            warehouse_id: number;
            title: string;
            link: string | null;
            image_ids: number[];
            quantity: number;
            declared_value: components["schemas"]["MoneyInput"];
            shipping_category_id: number;
            hs_code: string | null;
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["MoneyInput"];
            }[];
            contents: string[];
            insured: boolean;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            held_from: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            hold_reason: string | null;
            /** @description Null until the parcel reaches our warehouse */
            receipt: components["schemas"]["ShipmentReceiptInput"] | null;
            trackings: components["schemas"]["ShipmentTrackingInput"][];
            invoice_id: number | null;
            /** @description The box it ships in with other parcels, when consolidated */
            consolidation_id: number | null;
            /** @description The Buy-and-Ship product we bought for you that this parcel carries home */
            buy_product_id: number | null;
            can_cancel: boolean;
            can_start_shipping: boolean;
            can_edit_tracking: boolean;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["ShipmentEventInput"][];
        };
        ShipmentOrderInput: {
            id: number;
            /** @description SO- and eight digits */
            number: string;
            region_code: string;
            currency: string;
            warehouse_id: number;
            shipping_method_id: number;
            destination: {
                id: number;
                name: string;
                phone: string;
                lines: string[];
                country_code: string;
            };
            /** @description The receiver’s tax or national id given for customs */
            tax_id: string | null;
            products: components["schemas"]["ShipmentProductInput"][];
            created_at: string;
        };
        ShipmentStateCountsInput: {
            total: number;
            states: {
                /** @enum {string} */
                status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                count: number;
            }[];
        };
        ShipmentMetaInput: {
            statuses: {
                /** @enum {string} */
                code: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                label: string;
            }[];
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["MoneyInput"] | null;
            }[];
            tracking_types: string[];
            content_flags: string[];
            insurance_rate_bps: number;
            /** @description What our warehouse can do to a parcel waiting there (POST …/requests) */
            parcel_services: {
                code: string;
                /** @enum {string} */
                group: "arrival_check" | "special" | "report";
                name: string;
                /** @description Zero when free; null when not offered here */
                price: components["schemas"]["MoneyInput"] | null;
            }[];
            limits: {
                max_products: number;
                max_images: number;
                max_trackings: number;
            };
        };
        ParcelRequestInput: {
            id: number;
            /** @description PR- and eight digits */
            number: string;
            shipment_product_id: number;
            /** @enum {string} */
            kind: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error";
            name: string;
            /** @enum {string} */
            status: "open" | "done" | "declined";
            /** @description Zero when free */
            price: components["schemas"]["MoneyInput"];
            /** @description Where a priced request is billed */
            invoice_id: number | null;
            customer_note: string | null;
            staff_note: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ConsolidatedParcelInput: {
            id: number;
            number: string;
            title: string;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            weight_grams: number;
            chargeable_weight_grams: number;
            /** @description What shipping this parcel alone costs */
            shipping: components["schemas"]["MoneyInput"];
        };
        ConsolidationInput: {
            id: number;
            /** @description SC- and eight digits */
            number: string;
            /** @enum {string} */
            status: "requested" | "repacked" | "confirmed" | "cancelled";
            currency: string;
            parcels: components["schemas"]["ConsolidatedParcelInput"][];
            /** @description Shipping the parcels one by one */
            separate_shipping: components["schemas"]["MoneyInput"];
            /** @description Null until staff have repacked and weighed the box */
            box: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                chargeable_weight_grams: number;
                photo_ids: number[];
                /** @description Shipping the one repacked box */
                shipping: components["schemas"]["MoneyInput"];
            } | null;
            /** @description Separate minus consolidated shipping (negative when one box costs more); null until repacked */
            saving: components["schemas"]["MoneyInput"] | null;
            invoice_id: number | null;
            can_confirm: boolean;
            can_cancel: boolean;
            /** Format: date-time */
            created_at: string;
        };
        DeliveryRequestInput: {
            id: number;
            /** @description DR- and eight digits */
            number: string;
            /** @enum {string} */
            status: "requested" | "dispatched" | "delivered" | "cancelled";
            address: {
                id: number;
                name: string;
                phone: string;
                lines: string[];
                country_code: string;
            };
            courier: {
                code: string;
                name: string;
            };
            weight_grams: number;
            price: components["schemas"]["MoneyInput"];
            note: string | null;
            /** @description The local courier's consignment id, once dispatched */
            tracking_number: string | null;
            /** @description The invoice of the delivery charge: pay it like any invoice (none when free) */
            invoice_id: number | null;
            /**
             * @description prepaid: paid before dispatch; cash_on_delivery: paid to the courier
             * @enum {string}
             */
            payment_method: "prepaid" | "cash_on_delivery";
            items: {
                /** @enum {string} */
                type: "buy_product" | "shipment_product";
                id: number;
                title: string;
                weight_grams: number;
            }[];
            created_at: string;
            updated_at: string;
        };
        ClaimEventInput: {
            id: number;
            from_status: ("open" | "under_review" | "evidence_requested" | "accepted" | "rejected") | null;
            /** @enum {string} */
            to_status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @enum {string} */
            actor: "customer" | "staff";
            note: string | null;
            created_at: string;
        };
        ClaimInput: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            /** @enum {string} */
            subject_type: "shipment_product" | "buy_product";
            subject_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            photo_ids: number[];
            video_id: number | null;
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @description When the parcel or product was delivered */
            delivered_at: string;
            /** @description Staff’s word once accepted or rejected */
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
        };
        ClaimDetailInput: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            /** @enum {string} */
            subject_type: "shipment_product" | "buy_product";
            subject_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            photo_ids: number[];
            video_id: number | null;
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @description When the parcel or product was delivered */
            delivered_at: string;
            /** @description Staff’s word once accepted or rejected */
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["ClaimEventInput"][];
        };
        DisputeEventInput: {
            id: number;
            from_status: ("open" | "under_review" | "evidence_requested" | "accepted" | "rejected") | null;
            /** @enum {string} */
            to_status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @enum {string} */
            actor: "customer" | "staff";
            note: string | null;
            /** @description The refund granted with this move */
            refund: components["schemas"]["MoneyInput"] | null;
            photo_ids: number[];
            created_at: string;
        };
        DisputeInput: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            buy_product_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            quantity: number;
            /** @enum {string} */
            requested_resolution: "refund" | "replacement";
            photo_ids: number[];
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            delivered_at: string;
            /** @description What was paid for the affected items: the most refundable */
            paid: components["schemas"]["MoneyInput"];
            /** @description Refunded to your wallet so far */
            refunded: components["schemas"]["MoneyInput"];
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
        };
        DisputeDetailInput: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            buy_product_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            quantity: number;
            /** @enum {string} */
            requested_resolution: "refund" | "replacement";
            photo_ids: number[];
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            delivered_at: string;
            /** @description What was paid for the affected items: the most refundable */
            paid: components["schemas"]["MoneyInput"];
            /** @description Refunded to your wallet so far */
            refunded: components["schemas"]["MoneyInput"];
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["DisputeEventInput"][];
        };
        RfqRequestBodyInput: {
            product_name: string;
            product_url?: string | null;
            /** @default [] */
            image_ids: number[];
            quantity: number;
            /** @description What you hope to pay per piece, in minor units */
            target_price?: {
                amount: number;
                currency: string;
            } | null;
            /** @default  */
            specifications: string;
            /** @description Where the goods go; the quotes are in its currency */
            region_code: string;
            /** @description When you need the quote by */
            deadline?: string | null;
        };
        RfqQuoteInput: {
            id: number;
            request_id: number;
            /** @enum {string} */
            status: "open" | "withdrawn" | "ordered";
            /** @description From `min_quantity` pieces on, this unit price */
            tiers: {
                min_quantity: number;
                unit_price: components["schemas"]["MoneyInput"];
            }[];
            /** @description Minimum order quantity */
            moq: number;
            shipping_estimate: components["schemas"]["MoneyInput"];
            unit_weight_grams: number;
            source_site: string;
            note: string | null;
            valid_until: string;
            /** @description Past `valid_until`: it can no longer be ordered */
            expired: boolean;
            created_at: string;
        };
        RfqRequestInput: {
            id: number;
            number: string;
            product_name: string;
            product_url: string | null;
            image_ids: number[];
            quantity: number;
            target_price: components["schemas"]["MoneyInput"] | null;
            specifications: string;
            region_code: string;
            currency: string;
            deadline: string | null;
            /** @enum {string} */
            status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
            decline_reason: string | null;
            ordered_quote_id: number | null;
            order_id: number | null;
            quote_count: number;
            created_at: string;
            updated_at: string;
        };
        RfqRequestDetailInput: {
            id: number;
            number: string;
            product_name: string;
            product_url: string | null;
            image_ids: number[];
            quantity: number;
            target_price: components["schemas"]["MoneyInput"] | null;
            specifications: string;
            region_code: string;
            currency: string;
            deadline: string | null;
            /** @enum {string} */
            status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
            decline_reason: string | null;
            ordered_quote_id: number | null;
            order_id: number | null;
            quote_count: number;
            created_at: string;
            updated_at: string;
            quotes: components["schemas"]["RfqQuoteInput"][];
            timeline: {
                id: number;
                from_status: ("submitted" | "quoted" | "ordered" | "declined" | "expired") | null;
                /** @enum {string} */
                to_status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
                /** @enum {string} */
                actor: "customer" | "staff";
                note: string | null;
                created_at: string;
            }[];
        };
        RfqPlaceOrderBodyInput: {
            shipping_address_id: number;
            /** @description Pieces to order; the request’s quantity when absent */
            quantity?: number;
        };
        SupportInquiryReceiptInput: {
            /** @constant */
            received: true;
        };
        SupportMessageInput: {
            /**
             * @description Who wrote it: the customer, or the support team
             * @enum {string}
             */
            author: "customer" | "staff";
            body: string;
            created_at: string;
        };
        MySupportInquiryInput: {
            id: number;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            /** @description The start of the first message */
            excerpt: string;
            order_number: string | null;
            created_at: string;
            /** @description When the newest message of the thread was written */
            last_activity_at: string;
        };
        SupportThreadInput: {
            id: number;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            order_number: string | null;
            created_at: string;
            /** @description When the newest message of the thread was written */
            last_activity_at: string;
            messages: components["schemas"]["SupportMessageInput"][];
        };
        SupportInquiryInput: {
            id: number;
            customer_id: number | null;
            name: string;
            email: string;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            message: string;
            order_number: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            handled_note: string | null;
            handled_at: string | null;
            created_at: string;
            last_activity_at: string;
        };
        StaffSupportThreadInput: {
            id: number;
            customer_id: number | null;
            name: string;
            email: string;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            message: string;
            order_number: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            handled_note: string | null;
            handled_at: string | null;
            created_at: string;
            last_activity_at: string;
            messages: components["schemas"]["SupportMessageInput"][];
        };
        ShippingCartInput: {
            id: number;
            region_code: string;
            currency: string;
            items: {
                id: number;
                title: string;
                link: string | null;
                image_ids: number[];
                quantity: number;
                declared_value: components["schemas"]["MoneyInput"];
                shipping_category_id: number;
                hs_code: string | null;
                tracking_id: string | null;
                created_at: string;
                updated_at: string;
            }[];
            max_items: number;
        };
        ThirdPartyIdentityInput: {
            provider: string;
            /** @description Your account at the provider */
            subject: string;
            display_name: string | null;
            linked_at: string;
        };
        ContentInput: {
            slug: string;
            locale: string;
            region_code: string | null;
            title: string;
            blocks: ({
                /** @constant */
                type: "hero";
                heading: string;
                subheading?: string;
                image?: string;
                cta?: {
                    label: string;
                    href: string;
                };
                secondary_cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "banner_carousel";
                banners: {
                    image: string;
                    alt: string;
                    href?: string;
                }[];
                /** @default 6 */
                interval_seconds: number;
            } | {
                /** @constant */
                type: "product_rail";
                title: string;
                query?: {
                    keyword?: string;
                    category_id?: number;
                };
                product_ids?: number[];
                /** @default 12 */
                limit: number;
                see_all?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "category_grid";
                title: string;
                categories: {
                    name: string;
                    href: string;
                    icon?: string;
                    image?: string;
                }[];
            } | {
                /** @constant */
                type: "rich_text";
                sections: {
                    heading?: string;
                    anchor?: string;
                    paragraphs: string[];
                    bullets?: string[];
                }[];
                /** @default false */
                table_of_contents: boolean;
            } | {
                /** @constant */
                type: "faq";
                title: string;
                items: {
                    question: string;
                    answer: string;
                }[];
            } | {
                /** @constant */
                type: "call_to_action";
                heading: string;
                body?: string;
                cta: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "image_text";
                image: string;
                alt: string;
                heading: string;
                body: string;
                /**
                 * @default left
                 * @enum {string}
                 */
                image_side: "left" | "right";
                cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "links";
                title?: string;
                links: {
                    label: string;
                    href: string;
                    icon?: string;
                }[];
            } | {
                /** @constant */
                type: "logos";
                logos: {
                    /** @enum {string} */
                    name: "primary" | "mark" | "footer" | "app";
                    image: string;
                    alt: string;
                }[];
            } | {
                /** @constant */
                type: "features";
                title?: string;
                items: {
                    icon: string;
                    title: string;
                    body: string;
                }[];
            })[];
            /** @description The published version (entry id) */
            version: number;
            published_at: string;
        };
        ContentEntryInput: {
            id: number;
            slug: string;
            locale: string;
            region_code: string | null;
            title: string;
            blocks: ({
                /** @constant */
                type: "hero";
                heading: string;
                subheading?: string;
                image?: string;
                cta?: {
                    label: string;
                    href: string;
                };
                secondary_cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "banner_carousel";
                banners: {
                    image: string;
                    alt: string;
                    href?: string;
                }[];
                /** @default 6 */
                interval_seconds: number;
            } | {
                /** @constant */
                type: "product_rail";
                title: string;
                query?: {
                    keyword?: string;
                    category_id?: number;
                };
                product_ids?: number[];
                /** @default 12 */
                limit: number;
                see_all?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "category_grid";
                title: string;
                categories: {
                    name: string;
                    href: string;
                    icon?: string;
                    image?: string;
                }[];
            } | {
                /** @constant */
                type: "rich_text";
                sections: {
                    heading?: string;
                    anchor?: string;
                    paragraphs: string[];
                    bullets?: string[];
                }[];
                /** @default false */
                table_of_contents: boolean;
            } | {
                /** @constant */
                type: "faq";
                title: string;
                items: {
                    question: string;
                    answer: string;
                }[];
            } | {
                /** @constant */
                type: "call_to_action";
                heading: string;
                body?: string;
                cta: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "image_text";
                image: string;
                alt: string;
                heading: string;
                body: string;
                /**
                 * @default left
                 * @enum {string}
                 */
                image_side: "left" | "right";
                cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "links";
                title?: string;
                links: {
                    label: string;
                    href: string;
                    icon?: string;
                }[];
            } | {
                /** @constant */
                type: "logos";
                logos: {
                    /** @enum {string} */
                    name: "primary" | "mark" | "footer" | "app";
                    image: string;
                    alt: string;
                }[];
            } | {
                /** @constant */
                type: "features";
                title?: string;
                items: {
                    icon: string;
                    title: string;
                    body: string;
                }[];
            })[];
            /** @enum {string} */
            status: "draft" | "published";
            publish_at: string | null;
            /** @description Who saved or published this version last: a staff email, or machine */
            edited_by: string;
            updated_at: string;
        };
        CompanyDetailsInput: {
            name: string;
            /** @description The Bangladesh office, one line each */
            address_lines: string[];
            email: string;
            phone: string;
            opening_hours: {
                en: string;
                bn: string;
            };
        };
        CompanyDetailsEntryInput: {
            name: string;
            /** @description The Bangladesh office, one line each */
            address_lines: string[];
            email: string;
            phone: string;
            opening_hours: {
                en: string;
                bn: string;
            };
            edited_by: string;
            updated_at: string;
        };
        CampaignRegionInput: {
            code: string;
            name: string;
        };
        CampaignInput: {
            id: number;
            slug: string;
            title: string;
            subtitle: string | null;
            banner: string | null;
            /** @description Null: every region */
            region_code: string | null;
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            status: "upcoming" | "running" | "ended";
            product_count: number;
            best_discount_bps: number | null;
            /** @description With expand=region */
            region?: components["schemas"]["CampaignRegionInput"] | null;
            /** @description With expand=products: the first products, at the caller’s prices */
            products?: components["schemas"]["ProductSummaryInput"][];
        };
        StaffCampaignInput: {
            id: number;
            slug: string;
            title: string;
            subtitle: string | null;
            banner: string | null;
            /** @description Null: every region */
            region_code: string | null;
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            status: "upcoming" | "running" | "ended";
            product_count: number;
            best_discount_bps: number | null;
            /** @description With expand=region */
            region?: components["schemas"]["CampaignRegionInput"] | null;
            /** @description In the campaign’s order */
            products: {
                product_id: number;
                discount_bps: number;
            }[];
            published: boolean;
        };
        StreamCategoryInput: {
            id: number;
            slug: string;
            name: string;
            stream_count: number;
        };
        StreamerInput: {
            id: number;
            handle: string;
            name: string;
            avatar: string | null;
        };
        LiveStreamInput: {
            id: number;
            title: string;
            /** @enum {string} */
            status: "live" | "replay" | "scheduled";
            hls_url: string;
            poster: string | null;
            viewer_count: number;
            started_at: string;
            category: {
                id: number;
                slug: string;
                name: string;
            };
            streamer: components["schemas"]["StreamerInput"];
            offer_count: number;
        };
        StreamOfferInput: {
            product: components["schemas"]["ProductSummaryInput"];
            default_sku_id: string | null;
            shown_at_seconds: number;
        };
        ImpersonationGrantInput: {
            /** @description Open once in a browser within minutes: a read-only session as the customer */
            redeem_url: string;
            expires_at: string;
        };
        ImpersonationSessionsInput: {
            sessions: {
                id: string;
                active: boolean;
                issued_at: string;
                expires_at: string;
                impersonated_by: string;
            }[];
            refused_writes: {
                session_id: string;
                method: string;
                path: string;
                at: string;
            }[];
        };
        WarehouseInput: {
            id: number;
            code: string;
            name: string;
            country_code: string;
            address: {
                line1: string;
                line2: string | null;
                district: string;
                city: string;
                province: string;
                post_code: string;
                country_code: string;
            };
            contact: {
                name: string;
                phone: string;
            };
            instructions: string;
            is_default: boolean;
            /** @description Storage terms (docs/shipping.md, storage) */
            storage: {
                /** @description Days from receipt a parcel is stored free */
                free_days: number;
                /** @description Storage fee per day after the free days, minor units by currency */
                fee_per_day: {
                    [key: string]: number;
                };
                /** @description Days before the free ones end that we remind */
                reminder_days: number;
                /** @description Days after which an unshipped parcel is disposed of */
                max_days: number;
                final_notice_days: number;
            };
        };
        ClosedAccountInput: {
            /** Format: date-time */
            closed_at: string;
        };
        StartedPaymentInput: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["MoneyInput"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["MoneyInput"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["MoneyInput"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["MoneyInput"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            /** @description bKash: where to send the customer to approve */
            redirect_url: string | null;
        };
        CustomerWarehouseAddressInput: {
            warehouse_id: number;
            /** @description Write this as the recipient: the suite code identifies you */
            addressee: string;
            line1: string;
            /** @description Carries the suite code again, for couriers that drop the name */
            line2: string;
            district: string;
            city: string;
            province: string;
            post_code: string;
            country_code: string;
            phone: string;
        };
        ShipForMeContextInput: {
            region_code: string;
            /** @description Source warehouses, China first */
            warehouses: components["schemas"]["WarehouseInput"][];
            /** @description Null for a guest */
            customer: {
                /** @description CP- and the customer id, six digits at least */
                suite_code: string;
                warehouse_addresses: components["schemas"]["CustomerWarehouseAddressInput"][];
            } | null;
            shipping_categories: components["schemas"]["ShippingCategoryInput"][];
            shipping_methods: components["schemas"]["ShippingMethodInput"][];
            rules: {
                max_weight_grams: number;
                max_side_cm: number;
                prohibited_items: {
                    code: string;
                    name: string;
                }[];
                /** @description What the destination’s customs ask of the receiver; null when nothing */
                tax_id: {
                    label: string;
                    example: string;
                } | null;
            };
        };
        LandedCostInput: {
            region_code: string;
            currency: string;
            chargeable_weight_grams: number;
            volumetric_weight_grams: number;
            /** @description Itemised, in the order of the total */
            lines: {
                /** @enum {string} */
                kind: "product" | "domestic_delivery" | "shipping" | "duty" | "insurance" | "addon";
                description: string;
                amount: components["schemas"]["MoneyInput"];
            }[];
            /** @description What our shipping invoice will say for the same parcel: shipping, duty, insurance, add-ons */
            invoice_total: components["schemas"]["MoneyInput"];
            /** @description What the product costs at your door */
            total: components["schemas"]["MoneyInput"];
        };
        TrackedInput: {
            /** @enum {string} */
            kind: "shipment_product" | "buy_product" | "delivery_request";
            number: string;
            status: string;
            title: string;
            /** @description Where the web shows it */
            path: string;
        };
        CustomerDashboardInput: {
            to_pay: {
                /** @description Invoices waiting for money (unpaid or partially paid) */
                count: number;
                /** @description What is due, one amount per currency */
                totals: components["schemas"]["MoneyInput"][];
                /** @description The newest few */
                invoices: {
                    id: number;
                    number: string;
                    subject: {
                        type: string;
                        id: number;
                    };
                    due: components["schemas"]["MoneyInput"];
                    /** Format: date-time */
                    created_at: string;
                }[];
            };
            needs_answer: {
                /** @description Buy products waiting for a decision (Action needed) */
                action_needed: number;
                /** @description Quotes received and not answered yet (open, not expired) */
                quotes: number;
                /** @description Disputes waiting for the customer’s evidence */
                disputes: number;
            };
            /** @description Goods by stage, in the order they travel (docs/dashboard.md) */
            parcels: {
                /** @enum {string} */
                stage: "at_warehouse" | "in_transit" | "arrived" | "out_for_delivery";
                /** @description Parcels (Ship For Me, and bought products once weighed) */
                parcels: number;
                /** @description Buy-and-Ship products without a parcel of their own */
                orders: number;
            }[];
            wallets: components["schemas"]["WalletBalanceInput"][];
            notifications: {
                data: components["schemas"]["NotificationInput"][];
                unread: number;
            };
        };
        Money: {
            /** @description Integer minor units (e.g. paisa, cents, fen) */
            amount: number;
            /** @description ISO 4217 code */
            currency: string;
        };
        ErrorResponse: {
            error: {
                code: string;
                message: string;
                details?: {
                    field?: string;
                    message: string;
                }[];
            };
        };
        Pagination: {
            page: number;
            per_page: number;
            total: number;
        };
        Shop: {
            id: string;
            name: string;
        };
        ProductCampaign: {
            id: number;
            slug: string;
            title: string;
            /** @description When the campaign price ends (ISO 8601) */
            ends_at: string;
            /** @description Off the regular price, in basis points */
            discount_bps: number;
            /** @description The lowest single-piece price without the campaign */
            regular_price: components["schemas"]["Money"];
        };
        ProductSummary: {
            id: number;
            /** @description Title in English */
            title: string;
            /** @description Title as the source site shows it */
            title_original: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: components["schemas"]["Shop"] | null;
            category_id: number;
            /** @description Lowest single-piece price in the caller’s region currency */
            price: components["schemas"]["Money"];
            /** @description The same price in CNY as the source site lists it */
            original_price: components["schemas"]["Money"];
            /** @description 0–5 stars, one decimal */
            rating: number;
            review_count: number;
            sales_count: number;
            /** @description The running campaign whose price `price` already is; null at the regular price */
            campaign: components["schemas"]["ProductCampaign"] | null;
        };
        PriceTier: {
            /** @description The tier applies from this many pieces on */
            min_quantity: number;
            price: components["schemas"]["Money"];
            original_price: components["schemas"]["Money"];
        };
        ProductVariations: {
            properties: {
                id: string;
                /** @description Colour, Size, … */
                name: string;
                values: {
                    id: string;
                    name: string;
                    image?: string;
                }[];
            }[];
            skus: {
                id: string;
                /** @description One property value id per property, in order */
                value_ids: string[];
                stock: number;
                weight_grams: number;
                price_tiers: components["schemas"]["PriceTier"][];
            }[];
        };
        ProductCategory: {
            id: number;
            slug: string;
            name: string;
            parent_id: number | null;
        };
        Product: {
            id: number;
            /** @description Title in English */
            title: string;
            /** @description Title as the source site shows it */
            title_original: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: components["schemas"]["Shop"] | null;
            category_id: number;
            /** @description Lowest single-piece price in the caller’s region currency */
            price: components["schemas"]["Money"];
            /** @description The same price in CNY as the source site lists it */
            original_price: components["schemas"]["Money"];
            /** @description 0–5 stars, one decimal */
            rating: number;
            review_count: number;
            sales_count: number;
            /** @description The running campaign whose price `price` already is; null at the regular price */
            campaign: components["schemas"]["ProductCampaign"] | null;
            images: string[];
            category: components["schemas"]["ProductCategory"] | null;
            attributes: {
                name: string;
                value: string;
            }[];
            variations: components["schemas"]["ProductVariations"];
            max_price: components["schemas"]["Money"];
            created_at: string;
            updated_at: string;
        };
        ProductDescription: {
            product_id: number;
            /** @description Sanitised HTML */
            html: string;
        };
        ProductReview: {
            id: number;
            author_name: string;
            rating: number;
            body: string;
            variation_label: string | null;
            created_at: string;
        };
        SearchFacets: {
            categories: {
                id: number;
                name: string;
                count: number;
            }[];
            source_sites: {
                code: string;
                count: number;
            }[];
            price: {
                min: components["schemas"]["Money"];
                max: components["schemas"]["Money"];
            } | null;
        };
        PersonalizedPrice: {
            product_id: number;
            sku_id: string | null;
            quantity: number;
            /** @description Per piece for this quantity, after the customer discount */
            unit_price: components["schemas"]["Money"];
            /** @description Per piece in CNY for this quantity */
            original_unit_price: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            /** @description The signed-in customer’s discount, 0 for guests */
            discount_bps: number;
        };
        ProductSuggestion: {
            id: number;
            title: string;
            image: string | null;
            price: components["schemas"]["Money"];
        };
        SearchTerm: {
            term: string;
            search_count: number;
        };
        NavCategory: {
            id: number;
            slug: string;
            name: string;
            icon: string | null;
            children: components["schemas"]["NavCategory"][];
        };
        InventoryMetadata: {
            sources: {
                code: string;
                name: string;
                currency: string;
            }[];
            categories: components["schemas"]["NavCategory"][];
            sort_options: {
                /** @enum {string} */
                value: "relevance" | "popular" | "price_asc" | "price_desc" | "rating" | "newest";
                label: string;
            }[];
            limits: {
                max_filters: number;
                keyword_max_length: number;
            };
        };
        HarvestJob: {
            /** Format: uuid */
            id: string;
            url: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            product_id: number | null;
            error: {
                /** @description unsupported_url, host_not_allowed, unreachable, timeout, http_error, too_large, too_many_redirects, not_html, not_a_product */
                code: string;
                message: string;
            } | null;
            created_at: string;
            updated_at: string;
        };
        Address: {
            id: number;
            country_code: string;
            /** @enum {string} */
            label: "home" | "office" | "other";
            name: string;
            phone: string;
            /** @description Country-specific fields, keys as in the address schema of the country */
            fields: {
                [key: string]: string;
            };
            /** @description The address as people read it, street first and country last, with the names of chosen options (district, thana, state) instead of their codes */
            display_lines: string[];
            is_default: boolean;
            created_at: string;
            updated_at: string;
        };
        AddressLabel: {
            /** @enum {string} */
            code: "home" | "office" | "other";
            name: string;
        };
        AddressField: {
            key: string;
            label: string;
            /** @enum {string} */
            type: "text" | "select";
            required: boolean;
            pattern?: string;
            pattern_message?: string;
            max_length: number;
            default?: string;
            depends_on?: string;
            options?: {
                code: string;
                name: string;
                /** @description The name in Bengali (Bangladeshi places) */
                name_bn?: string;
                /** @description A place that no longer exists: valid on saved addresses, not to be offered */
                retired?: boolean;
                parent?: string;
            }[];
        };
        AddressSchema: {
            country_code: string;
            country_name: string;
            phone_code: string;
            fields: components["schemas"]["AddressField"][];
        };
        Customer: {
            id: number;
            identity_id: string;
            email: string | null;
            email_verified: boolean;
            name: string | null;
            phone: string | null;
            avatar_url: string | null;
            country_code: string | null;
            created_at: string;
            updated_at: string;
            /** @description The stable notification subscriber id (spec §3), on sync */
            notification_subscriber_id?: string;
        };
        CartVariation: {
            id: number;
            sku_id: string;
            quantity: number;
            properties: {
                name: string;
                value: string;
            }[];
            image: string | null;
            stock: number;
            weight_grams: number;
            /** @description One piece in the region currency (wholesale tier applied) */
            unit_price: components["schemas"]["Money"];
            /** @description One piece in CNY at the source */
            original_unit_price: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        CartItem: {
            id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: {
                id: string;
                name: string;
            } | null;
            is_selected: boolean;
            /** @description False once the product left the catalog */
            available: boolean;
            /** @description Pieces of all SKUs together */
            quantity: number;
            weight_grams: number;
            subtotal: components["schemas"]["Money"];
            variations: components["schemas"]["CartVariation"][];
            created_at: string;
            updated_at: string;
        };
        CartStatus: {
            product_id: number;
            in_cart: boolean;
            cart_item_id: number | null;
            quantity: number;
            sku_ids: string[];
        };
        GuestCartMerge: {
            /** @description SKU lines moved by this call (0 on a rerun) */
            merged_variations: number;
            items: components["schemas"]["CartItem"][];
        };
        WishlistItem: {
            id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop: {
                id: string;
                name: string;
            } | null;
            /** @description From-price in the region currency; null if gone */
            price: components["schemas"]["Money"] | null;
            available: boolean;
            created_at: string;
        };
        WishlistLinkImport: {
            id: number;
            /** @description The link as the customer pasted it */
            url: string;
            /** @description The catalog import; when it succeeds the product joins the wishlist */
            harvest_job: components["schemas"]["HarvestJob"];
            created_at: string;
        };
        Discount: {
            code: string;
            description: string;
            /** @enum {string} */
            kind: "percent" | "fixed";
            /** @description For percent coupons; 1000 = 10 % */
            percent_bps: number | null;
            /** @description For fixed coupons */
            amount: components["schemas"]["Money"] | null;
            max_discount: components["schemas"]["Money"] | null;
            min_spend: components["schemas"]["Money"] | null;
            region_code: string | null;
            expires_at: string | null;
            /** @description Only for a customer who has placed no order yet */
            first_order_only: boolean;
            /** @description How many more times this customer may use it; null = no limit */
            uses_left: number | null;
        };
        CouponQuote: {
            code: string;
            description: string;
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        Eta: {
            min_days: number;
            max_days: number;
        };
        CategoryPrice: {
            id: number;
            shipping_category_id: number;
            /** @description Source warehouse */
            warehouse_id: number;
            /** @description Destination region */
            region_code: string;
            slabs: {
                min_weight_grams: number;
                max_weight_grams: number | null;
                rate_per_kg: components["schemas"]["Money"];
            }[];
            min_charge: components["schemas"]["Money"];
        };
        ShippingMethod: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            kind: "air" | "express" | "sea";
            region_code: string;
            /** @description Applied to the category per-kg price */
            rate_multiplier_bps: number;
            eta: components["schemas"]["Eta"];
        };
        CourierOption: {
            id: number;
            code: string;
            name: string;
            /** @enum {string} */
            delivery_option: "home_delivery" | "pickup_point";
            weight_grams: number;
            price: components["schemas"]["Money"];
            eta: components["schemas"]["Eta"];
        };
        InternationalCourierOption: {
            method: components["schemas"]["ShippingMethod"];
            weight_grams: number;
            price: components["schemas"]["Money"];
            eta: components["schemas"]["Eta"];
        };
        ShippingEstimateOption: {
            method: components["schemas"]["ShippingMethod"];
            /** @description L×W×H / divisor (5000 cm³/kg by air and express, 6000 by sea), rounded up */
            volumetric_weight_grams: number;
            /** @description The heavier of actual and volumetric, up to the started 100 g */
            chargeable_weight_grams: number;
            charge: components["schemas"]["Money"];
            eta: components["schemas"]["Eta"];
        };
        ShippingEstimate: {
            region_code: string;
            warehouse_id: number;
            shipping_category_id: number;
            actual_weight_grams: number;
            currency: string;
            options: components["schemas"]["ShippingEstimateOption"][];
        };
        InvoiceLine: {
            id: number;
            /** @description product, discount or adjustment */
            kind: string;
            description: string;
            reference_type: string | null;
            reference_id: number | null;
            quantity: number;
            unit_amount: components["schemas"]["Money"];
            amount: components["schemas"]["Money"];
            /** @description What checkout estimated for this charge (a product's international shipping); null when nothing was estimated */
            estimated_at_checkout: components["schemas"]["Money"] | null;
        };
        Invoice: {
            id: number;
            number: string;
            /** @enum {string} */
            status: "unpaid" | "partially_paid" | "paid" | "cancelled";
            subject: {
                type: string;
                id: number;
            };
            total: components["schemas"]["Money"];
            /** @description What of the payments this invoice keeps: what was paid less what was refunded */
            paid: components["schemas"]["Money"];
            /** @description Returned to the customer off this invoice (a paid product cancelled), fees apart */
            refunded: components["schemas"]["Money"];
            /** @description Gateway fees (bKash 1.85 %) paid on top of the payments, and returned with refunds */
            gateway_fee: {
                paid: components["schemas"]["Money"];
                refunded: components["schemas"]["Money"];
            };
            due: components["schemas"]["Money"];
            lines: components["schemas"]["InvoiceLine"][];
            created_at: string;
            updated_at: string;
        };
        InvoiceSession: {
            id: number;
            invoice_ids: number[];
            invoices: components["schemas"]["Invoice"][];
            /** @description What is still to pay over the session’s invoices */
            due: components["schemas"]["Money"];
            created_at: string;
        };
        WalletBalance: {
            /** @description The wallet’s id: its transactions are under `{id}/transactions` */
            id: number;
            currency: string;
            available: components["schemas"]["Money"];
            /** @description Held for payout requests not yet paid out or cancelled */
            held: components["schemas"]["Money"];
        };
        WalletTransaction: {
            id: number;
            /** @description wallet_deposit, invoice_payment, refund, payout_hold or payout_release */
            kind: string;
            /** @description Money in is positive, money out negative */
            amount: components["schemas"]["Money"];
            /** @description The wallet’s balance right after this transaction */
            balance_after: components["schemas"]["Money"];
            /** @description What caused it, e.g. `invoice` 17 or `payout` 3 */
            reference: {
                type: string;
                id: string;
            };
            description: string;
            created_at: string;
        };
        BuyVariation: {
            id: number;
            sku_id: string;
            properties: {
                name: string;
                value: string;
            }[];
            quantity: number;
            unit_price: components["schemas"]["Money"];
            /** @description CNY at the source */
            original_unit_price: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            cancelled: boolean;
        };
        BuyProduct: {
            id: number;
            number: string;
            order_id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop_name: string | null;
            /** @enum {string} */
            status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            can_cancel: boolean;
            variations: components["schemas"]["BuyVariation"][];
            quantity: number;
            weight_grams: number;
            /** @description International shipping as estimated at checkout (its own shipping category and weight); the invoice shows it beside the final charge */
            shipping_estimate: components["schemas"]["Money"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            shipping_estimate_unknown: ("no_shipping_category" | "no_weight" | "no_rate") | null;
            total: components["schemas"]["Money"];
            cancel_reason: string | null;
            /** @description What our warehouse measured and photographed on arrival; null before */
            warehouse_receipt: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
                photo_ids: number[];
                received_at: string;
            } | null;
            /** @description The parcel it ships home as from our warehouse (pay its shipping, ask the warehouse, ship it with other parcels); null before it is received */
            parcel: {
                id: number;
                number: string;
            } | null;
            created_at: string;
            updated_at: string;
        };
        TimelineEvent: {
            id: number;
            from_status: ("pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed") | null;
            /** @enum {string} */
            to_status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            /** @enum {string} */
            actor: "customer" | "staff" | "system";
            note: string | null;
            created_at: string;
        };
        BuyOrderSummary: {
            id: number;
            number: string;
            region_code: string;
            address: {
                id: number;
                country_code: string;
                name: string;
                phone: string;
                fields: {
                    [key: string]: string;
                };
                /** @description As on the address book: names instead of codes, country last */
                display_lines: string[];
            };
            shipping: {
                method_id: number;
                method_code: string;
                method_name: string;
                shipping_category_id: number;
                warehouse_id: number;
                eta: components["schemas"]["Eta"];
                /** @description International shipping, invoiced when weighed */
                estimate: components["schemas"]["Money"];
            };
            coupon_code: string | null;
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            /** @description Product cost after the discount: the invoice total */
            total: components["schemas"]["Money"];
            invoice_id: number | null;
            note: string | null;
            created_at: string;
        };
        BuyOrder: {
            id: number;
            number: string;
            region_code: string;
            address: {
                id: number;
                country_code: string;
                name: string;
                phone: string;
                fields: {
                    [key: string]: string;
                };
                /** @description As on the address book: names instead of codes, country last */
                display_lines: string[];
            };
            shipping: {
                method_id: number;
                method_code: string;
                method_name: string;
                shipping_category_id: number;
                warehouse_id: number;
                eta: components["schemas"]["Eta"];
                /** @description International shipping, invoiced when weighed */
                estimate: components["schemas"]["Money"];
            };
            coupon_code: string | null;
            subtotal: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            /** @description Product cost after the discount: the invoice total */
            total: components["schemas"]["Money"];
            invoice_id: number | null;
            note: string | null;
            created_at: string;
            buy_products: components["schemas"]["BuyProduct"][];
        };
        BuyProductDetails: {
            id: number;
            number: string;
            order_id: number;
            product_id: number;
            title: string;
            image: string | null;
            source_site: string;
            source_url: string;
            shop_name: string | null;
            /** @enum {string} */
            status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
            can_cancel: boolean;
            variations: components["schemas"]["BuyVariation"][];
            quantity: number;
            weight_grams: number;
            /** @description International shipping as estimated at checkout (its own shipping category and weight); the invoice shows it beside the final charge */
            shipping_estimate: components["schemas"]["Money"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            shipping_estimate_unknown: ("no_shipping_category" | "no_weight" | "no_rate") | null;
            total: components["schemas"]["Money"];
            cancel_reason: string | null;
            /** @description What our warehouse measured and photographed on arrival; null before */
            warehouse_receipt: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
                photo_ids: number[];
                received_at: string;
            } | null;
            /** @description The parcel it ships home as from our warehouse (pay its shipping, ask the warehouse, ship it with other parcels); null before it is received */
            parcel: {
                id: number;
                number: string;
            } | null;
            created_at: string;
            updated_at: string;
            order: components["schemas"]["BuyOrderSummary"];
            timeline: components["schemas"]["TimelineEvent"][];
            pending_action_id: number | null;
        };
        ProductShippingEstimate: {
            shipping_category: {
                id: number;
                name: string;
            } | null;
            weight_grams: number;
            estimate: components["schemas"]["Money"] | null;
            /** @description Why there is no estimate: no_shipping_category (the catalog does not say what the product is; choose shipping_category_id), no_weight (the shop gives no weight; known when our warehouse weighs it), no_rate (we do not ship its category to the region yet) */
            unknown_reason: ("no_shipping_category" | "no_weight" | "no_rate") | null;
        };
        CheckoutSummary: {
            items: {
                cart_item_id: number;
                product_id: number;
                title: string;
                image: string | null;
                shop: {
                    id: string;
                    name: string;
                } | null;
                variations: components["schemas"]["CartVariation"][];
                subtotal: components["schemas"]["Money"];
                shipping: components["schemas"]["ProductShippingEstimate"];
            }[];
            weight_grams: number;
            subtotal: components["schemas"]["Money"];
            coupon: {
                code: string;
                description: string;
            } | null;
            coupon_error: {
                reason: string;
                message: string;
            } | null;
            discount: components["schemas"]["Money"];
            /** @description Product cost after the discount: what the invoice will ask */
            total: components["schemas"]["Money"];
            shipping: {
                method: components["schemas"]["ShippingMethod"];
                /** @description The products' estimates added up (those known) */
                estimate: components["schemas"]["Money"];
                /** @description Products without an estimate (items[].shipping says why), not in `estimate` */
                unknown_count: number;
            };
            /** @description Total plus the shipping estimate */
            grand_total: components["schemas"]["Money"];
        };
        BuyProductStat: {
            total: number;
            statuses: {
                /** @enum {string} */
                status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
                count: number;
            }[];
        };
        CloneOrderResult: {
            cart_item_ids: number[];
        };
        BuyAction: {
            id: number;
            buy_product_id: number;
            /** @enum {string} */
            kind: "price_change" | "quantity_change" | "out_of_stock";
            /** @enum {string} */
            status: "pending" | "accepted" | "alternative_chosen" | "cancelled" | "refund_requested";
            message: string;
            proposal: {
                variations: {
                    sku_id: string;
                    unit_price: components["schemas"]["Money"] | null;
                    available_quantity: number | null;
                    /** @description The unit price when the action was raised; null on older actions */
                    previous_unit_price: components["schemas"]["Money"] | null;
                    previous_quantity: number | null;
                }[];
                alternatives: {
                    sku_id: string;
                    description: string;
                    unit_price: components["schemas"]["Money"];
                }[];
            };
            /** @description The product total when the action was raised */
            total_before: components["schemas"]["Money"] | null;
            /** @description The product total once the proposal is accepted */
            total_after: components["schemas"]["Money"] | null;
            /** @description While pending: the order total (the invoice total) if the proposal is accepted */
            order_total_after: components["schemas"]["Money"] | null;
            created_at: string;
            resolved_at: string | null;
        };
        PaymentGateway: {
            /** @enum {string} */
            code: "wallet" | "bkash" | "bank_transfer";
            name: string;
            currency: string;
            /** @description The gateway’s charge on top, e.g. "1.85" */
            fee_percent: string;
            instructions: string | null;
            bank_account: {
                bank_name: string;
                account_name: string;
                account_number: string;
                branch: string;
                routing_number: string;
            } | null;
        };
        Payment: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["Money"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["Money"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["Money"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["Money"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
        };
        StaffPayment: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["Money"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["Money"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["Money"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["Money"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            customer_id: number;
        };
        PaymentCheck: {
            /** @description Status checks at bKash that failed in a row */
            failed_attempts: number;
            last_checked_at: string | null;
            /** @description What bKash answered last, or why the check failed (English) */
            last_answer: string | null;
            /** @description When the job asks bKash again; null: it does not any more */
            next_check_at: string | null;
            /** @description Since when it waits for a person (the job gave up asking) */
            needs_review_since: string | null;
        };
        PaymentToReview: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["Money"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["Money"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["Money"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["Money"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            customer_id: number;
            check: components["schemas"]["PaymentCheck"];
        };
        PayoutGateway: {
            /** @enum {string} */
            code: "bkash" | "bank_transfer";
            name: string;
            currency: string;
            min: components["schemas"]["Money"];
            max: components["schemas"]["Money"];
            /** @description Kept from each payout: the customer receives amount − fee */
            fee: components["schemas"]["Money"];
            fields: {
                name: string;
                label: string;
                pattern?: string;
            }[];
        };
        PayoutAccountBody: {
            /** @constant */
            gateway: "bkash";
            details: {
                wallet_number: string;
            };
        } | {
            /** @constant */
            gateway: "bank_transfer";
            details: {
                account_name: string;
                account_number: string;
                bank_name: string;
                branch_name: string;
                routing_number: string;
            };
        };
        PayoutAccount: {
            id: number;
            /** @enum {string} */
            gateway: "bkash" | "bank_transfer";
            details: {
                [key: string]: string;
            };
            created_at: string;
            updated_at: string;
        };
        PayoutRequest: {
            id: number;
            /** @enum {string} */
            status: "pending" | "approved" | "completed" | "rejected" | "cancelled";
            /** @enum {string} */
            gateway: "bkash" | "bank_transfer";
            payout_account_id: number;
            /** @description The payout account’s details as they were when the request was made */
            account: {
                [key: string]: string;
            };
            /** @description Taken from the wallet */
            amount: components["schemas"]["Money"];
            fee: components["schemas"]["Money"];
            /** @description What reaches the account: amount − fee */
            receivable: components["schemas"]["Money"];
            rejection_reason: string | null;
            /** @description What the gateway called the transfer (bKash trxID, bank reference) once paid */
            transfer_reference: string | null;
            created_at: string;
            updated_at: string;
        };
        Asset: {
            id: number;
            /** @description A 400 px wide WebP of an image; null for a PDF, a video or an image we could not read */
            thumbnail_url: string | null;
            /** @description image/jpeg, image/png, image/webp, application/pdf, video/mp4, video/webm or video/quicktime, read from the bytes */
            content_type: string;
            /** @description Bytes */
            size: number;
            file_name: string;
            created_at: string;
        };
        ShopImage: {
            /** @description A site path the storefront serves: put it in a banner, hero or avatar field */
            url: string;
            width: number;
            height: number;
            /** @description Bytes of the re-encoded WebP */
            size: number;
        };
        Currency: {
            id: number;
            code: string;
            name: string;
            symbol: string;
            minor_digits: number;
        };
        Language: {
            id: number;
            code: string;
            name: string;
            native_name: string;
            /** @description Whether this is the region’s default language */
            is_default: boolean;
        };
        Country: {
            id: number;
            code: string;
            name: string;
            phone_code: string;
            flag: string;
        };
        Region: {
            id: number;
            code: string;
            name: string;
            is_default: boolean;
            currency_code: string;
            default_language_code: string;
            currency?: components["schemas"]["Currency"];
            languages?: components["schemas"]["Language"][];
            countries?: components["schemas"]["Country"][];
        };
        RegionSettings: {
            region_id: number;
            region_code: string;
            region_name: string;
            source: {
                country_code: string;
                country_name: string;
                currency_code: string;
            };
            exchange: {
                source_currency: string;
                target_currency: string;
                /** @description Target major units per source major unit, times 1,000,000 */
                rate_micros: number;
                /** @description Markup over the rate in basis points */
                markup_bps: number;
            };
            /** @description Service commission in basis points */
            commission_bps: number;
            default_post_code: string | null;
            updated_at: string;
        };
        ShippingCategory: {
            id: number;
            slug: string;
            name: string;
            parent_id: number | null;
            position: number;
        };
        HsCodeParent: {
            code: string;
            /** @enum {string} */
            level: "chapter" | "heading" | "subheading";
            description: string;
        };
        HsCode: {
            /** @description Digits only: 2 (chapter), 4 (heading) or 6 (subheading) */
            code: string;
            /** @description As printed on customs forms: 61, 6109, 6109.10 */
            display_code: string;
            /** @enum {string} */
            level: "chapter" | "heading" | "subheading";
            /** @description The WCO section, a Roman numeral */
            section: string;
            description: string;
            /** @description Chapter, then heading; empty for a chapter */
            parents: components["schemas"]["HsCodeParent"][];
            /** @description Indicative duty and taxes for your region (X-Region or the region cookie); null without a region or where we hold no rates (docs/customs.md) */
            duty: {
                region_code: string;
                /** @description What the invoice calls it: "Customs duty and VAT" */
                label: string;
                /** @description Customs duty on the declared value */
                duty_percent: number;
                /** @description VAT or GST on the declared value plus duty */
                tax_percent: number;
            } | null;
        };
        Notification: {
            id: number;
            /** @description storage_reminder, storage_final_notice, parcel_disposed… */
            kind: string;
            title: string;
            body: string;
            /** @description A path of the web app */
            link: string | null;
            read: boolean;
            /** Format: date-time */
            created_at: string;
        };
        NotificationSettings: {
            /**
             * @description The language of emails and pushes
             * @enum {string}
             */
            language: "en" | "bn";
            /** @description The stable notification subscriber id (identity public metadata) */
            subscriber_id: string;
            events: {
                /** @enum {string} */
                type: "order_status" | "parcel_status" | "parcel_received" | "invoice_raised" | "payment_result" | "action_needed" | "quote_received" | "dispute_update" | "support_reply" | "payout_update" | "storage_reminder";
                /** @description Shown in the app’s notification list and the header bell */
                in_app: boolean;
                /** @description Emailed to the account’s address */
                email: boolean;
                /** @description Pushed to the devices that turned notifications on */
                push: boolean;
            }[];
        };
        AddOnService: {
            code: string;
            /** @description arrival_check, special, report, packing or order */
            group: string;
            name: string;
            uses: ("ship_for_me" | "buy_and_ship" | "rfq")[];
            /** @description One per currency it is offered in (0 when free); empty for a percentage */
            prices: components["schemas"]["Money"][];
            /** @description A share of the goods’ value in basis points (insurance), else null */
            rate_bps: number | null;
        };
        StaffAddOnService: {
            /** @enum {string} */
            code: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error" | "extra_packing" | "photo_check" | "wooden_crate" | "qc_inspection" | "insurance";
            group: string;
            name: string;
            uses: ("ship_for_me" | "buy_and_ship" | "rfq")[];
            /** @description Offered to customers; off hides it and refuses new requests */
            active: boolean;
            /** @description Minor units by currency; a currency left out is not offered there */
            prices: {
                [key: string]: number;
            };
            /** @description Insurance only: basis points of the value */
            rate_bps: number | null;
            /** @description Send it back with a change: a stale form is refused */
            updated_at: string;
        };
        ShipmentTracking: {
            id: number;
            /** @description abroad-courier-tracking */
            type: string;
            tracking_id: string;
            carrier: string | null;
            created_at: string;
        };
        ShipmentEvent: {
            id: number;
            /** @description status, held, tracking_added, tracking_updated, delivery_requested, with_courier, … */
            kind: string;
            status: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            /** @enum {string} */
            actor: "customer" | "staff" | "system";
            note: string | null;
            data: {
                [key: string]: unknown;
            } | null;
            at: string;
        };
        ShipmentReceipt: {
            weight_grams: number;
            length_cm: number;
            width_cm: number;
            height_cm: number;
            chargeable_weight_grams: number;
            /** @description Asset ids: GET /api/storage/customer/asset/v1/assets/{id} */
            photo_ids: number[];
            /** @description Storage is counted from here */
            received_at: string | null;
            /** @description Days of storage fees billed so far */
            storage_fee_days: number;
            /** @description The open storage-fee invoice */
            storage_invoice_id: number | null;
            /** @description Storage fees to pay before the parcel can ship */
            storage_fees_due: boolean;
        };
        ShipmentProduct: {
            id: number;
            /** @description SP- and eight digits */
            number: string;
            order_id: number;
            order_number: string;
            /** @description The warehouse it is sent to and stored in */
            warehouse_id: number;
            title: string;
            link: string | null;
            image_ids: number[];
            quantity: number;
            declared_value: components["schemas"]["Money"];
            shipping_category_id: number;
            hs_code: string | null;
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["Money"];
            }[];
            contents: string[];
            insured: boolean;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            held_from: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            hold_reason: string | null;
            /** @description Null until the parcel reaches our warehouse */
            receipt: components["schemas"]["ShipmentReceipt"] | null;
            trackings: components["schemas"]["ShipmentTracking"][];
            invoice_id: number | null;
            /** @description The box it ships in with other parcels, when consolidated */
            consolidation_id: number | null;
            /** @description The Buy-and-Ship product we bought for you that this parcel carries home */
            buy_product_id: number | null;
            can_cancel: boolean;
            can_start_shipping: boolean;
            can_edit_tracking: boolean;
            created_at: string;
            updated_at: string;
        };
        ShipmentProductDetail: {
            id: number;
            /** @description SP- and eight digits */
            number: string;
            order_id: number;
            order_number: string;
            /** @description The warehouse it is sent to and stored in */
            warehouse_id: number;
            title: string;
            link: string | null;
            image_ids: number[];
            quantity: number;
            declared_value: components["schemas"]["Money"];
            shipping_category_id: number;
            hs_code: string | null;
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["Money"];
            }[];
            contents: string[];
            insured: boolean;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            held_from: ("requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed") | null;
            hold_reason: string | null;
            /** @description Null until the parcel reaches our warehouse */
            receipt: components["schemas"]["ShipmentReceipt"] | null;
            trackings: components["schemas"]["ShipmentTracking"][];
            invoice_id: number | null;
            /** @description The box it ships in with other parcels, when consolidated */
            consolidation_id: number | null;
            /** @description The Buy-and-Ship product we bought for you that this parcel carries home */
            buy_product_id: number | null;
            can_cancel: boolean;
            can_start_shipping: boolean;
            can_edit_tracking: boolean;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["ShipmentEvent"][];
        };
        ShipmentOrder: {
            id: number;
            /** @description SO- and eight digits */
            number: string;
            region_code: string;
            currency: string;
            warehouse_id: number;
            shipping_method_id: number;
            destination: {
                id: number;
                name: string;
                phone: string;
                lines: string[];
                country_code: string;
            };
            /** @description The receiver’s tax or national id given for customs */
            tax_id: string | null;
            products: components["schemas"]["ShipmentProduct"][];
            created_at: string;
        };
        ShipmentStateCounts: {
            total: number;
            states: {
                /** @enum {string} */
                status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                count: number;
            }[];
        };
        ShipmentMeta: {
            statuses: {
                /** @enum {string} */
                code: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                label: string;
            }[];
            addon_services: {
                code: string;
                name: string;
                price: components["schemas"]["Money"] | null;
            }[];
            tracking_types: string[];
            content_flags: string[];
            insurance_rate_bps: number;
            /** @description What our warehouse can do to a parcel waiting there (POST …/requests) */
            parcel_services: {
                code: string;
                /** @enum {string} */
                group: "arrival_check" | "special" | "report";
                name: string;
                /** @description Zero when free; null when not offered here */
                price: components["schemas"]["Money"] | null;
            }[];
            limits: {
                max_products: number;
                max_images: number;
                max_trackings: number;
            };
        };
        ParcelRequest: {
            id: number;
            /** @description PR- and eight digits */
            number: string;
            shipment_product_id: number;
            /** @enum {string} */
            kind: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error";
            name: string;
            /** @enum {string} */
            status: "open" | "done" | "declined";
            /** @description Zero when free */
            price: components["schemas"]["Money"];
            /** @description Where a priced request is billed */
            invoice_id: number | null;
            customer_note: string | null;
            staff_note: string | null;
            result: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ConsolidatedParcel: {
            id: number;
            number: string;
            title: string;
            /** @enum {string} */
            status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
            weight_grams: number;
            chargeable_weight_grams: number;
            /** @description What shipping this parcel alone costs */
            shipping: components["schemas"]["Money"];
        };
        Consolidation: {
            id: number;
            /** @description SC- and eight digits */
            number: string;
            /** @enum {string} */
            status: "requested" | "repacked" | "confirmed" | "cancelled";
            currency: string;
            parcels: components["schemas"]["ConsolidatedParcel"][];
            /** @description Shipping the parcels one by one */
            separate_shipping: components["schemas"]["Money"];
            /** @description Null until staff have repacked and weighed the box */
            box: {
                weight_grams: number;
                length_cm: number;
                width_cm: number;
                height_cm: number;
                chargeable_weight_grams: number;
                photo_ids: number[];
                /** @description Shipping the one repacked box */
                shipping: components["schemas"]["Money"];
            } | null;
            /** @description Separate minus consolidated shipping (negative when one box costs more); null until repacked */
            saving: components["schemas"]["Money"] | null;
            invoice_id: number | null;
            can_confirm: boolean;
            can_cancel: boolean;
            /** Format: date-time */
            created_at: string;
        };
        DeliveryRequest: {
            id: number;
            /** @description DR- and eight digits */
            number: string;
            /** @enum {string} */
            status: "requested" | "dispatched" | "delivered" | "cancelled";
            address: {
                id: number;
                name: string;
                phone: string;
                lines: string[];
                country_code: string;
            };
            courier: {
                code: string;
                name: string;
            };
            weight_grams: number;
            price: components["schemas"]["Money"];
            note: string | null;
            /** @description The local courier's consignment id, once dispatched */
            tracking_number: string | null;
            /** @description The invoice of the delivery charge: pay it like any invoice (none when free) */
            invoice_id: number | null;
            /**
             * @description prepaid: paid before dispatch; cash_on_delivery: paid to the courier
             * @enum {string}
             */
            payment_method: "prepaid" | "cash_on_delivery";
            items: {
                /** @enum {string} */
                type: "buy_product" | "shipment_product";
                id: number;
                title: string;
                weight_grams: number;
            }[];
            created_at: string;
            updated_at: string;
        };
        ClaimEvent: {
            id: number;
            from_status: ("open" | "under_review" | "evidence_requested" | "accepted" | "rejected") | null;
            /** @enum {string} */
            to_status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @enum {string} */
            actor: "customer" | "staff";
            note: string | null;
            created_at: string;
        };
        Claim: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            /** @enum {string} */
            subject_type: "shipment_product" | "buy_product";
            subject_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            photo_ids: number[];
            video_id: number | null;
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @description When the parcel or product was delivered */
            delivered_at: string;
            /** @description Staff’s word once accepted or rejected */
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
        };
        ClaimDetail: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            /** @enum {string} */
            subject_type: "shipment_product" | "buy_product";
            subject_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            photo_ids: number[];
            video_id: number | null;
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @description When the parcel or product was delivered */
            delivered_at: string;
            /** @description Staff’s word once accepted or rejected */
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["ClaimEvent"][];
        };
        DisputeEvent: {
            id: number;
            from_status: ("open" | "under_review" | "evidence_requested" | "accepted" | "rejected") | null;
            /** @enum {string} */
            to_status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            /** @enum {string} */
            actor: "customer" | "staff";
            note: string | null;
            /** @description The refund granted with this move */
            refund: components["schemas"]["Money"] | null;
            photo_ids: number[];
            created_at: string;
        };
        Dispute: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            buy_product_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            quantity: number;
            /** @enum {string} */
            requested_resolution: "refund" | "replacement";
            photo_ids: number[];
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            delivered_at: string;
            /** @description What was paid for the affected items: the most refundable */
            paid: components["schemas"]["Money"];
            /** @description Refunded to your wallet so far */
            refunded: components["schemas"]["Money"];
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
        };
        DisputeDetail: {
            id: number;
            /** @description CL- and eight digits */
            number: string;
            buy_product_id: number;
            /** @enum {string} */
            reason: "damaged" | "missing_item" | "wrong_item" | "other";
            description: string;
            quantity: number;
            /** @enum {string} */
            requested_resolution: "refund" | "replacement";
            photo_ids: number[];
            /** @enum {string} */
            status: "open" | "under_review" | "evidence_requested" | "accepted" | "rejected";
            delivered_at: string;
            /** @description What was paid for the affected items: the most refundable */
            paid: components["schemas"]["Money"];
            /** @description Refunded to your wallet so far */
            refunded: components["schemas"]["Money"];
            resolution_note: string | null;
            created_at: string;
            updated_at: string;
            timeline: components["schemas"]["DisputeEvent"][];
        };
        RfqRequestBody: {
            product_name: string;
            product_url?: string | null;
            /** @default [] */
            image_ids: number[];
            quantity: number;
            /** @description What you hope to pay per piece, in minor units */
            target_price?: {
                amount: number;
                currency: string;
            } | null;
            /** @default  */
            specifications: string;
            /** @description Where the goods go; the quotes are in its currency */
            region_code: string;
            /** @description When you need the quote by */
            deadline?: string | null;
        };
        RfqQuote: {
            id: number;
            request_id: number;
            /** @enum {string} */
            status: "open" | "withdrawn" | "ordered";
            /** @description From `min_quantity` pieces on, this unit price */
            tiers: {
                min_quantity: number;
                unit_price: components["schemas"]["Money"];
            }[];
            /** @description Minimum order quantity */
            moq: number;
            shipping_estimate: components["schemas"]["Money"];
            unit_weight_grams: number;
            source_site: string;
            note: string | null;
            valid_until: string;
            /** @description Past `valid_until`: it can no longer be ordered */
            expired: boolean;
            created_at: string;
        };
        RfqRequest: {
            id: number;
            number: string;
            product_name: string;
            product_url: string | null;
            image_ids: number[];
            quantity: number;
            target_price: components["schemas"]["Money"] | null;
            specifications: string;
            region_code: string;
            currency: string;
            deadline: string | null;
            /** @enum {string} */
            status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
            decline_reason: string | null;
            ordered_quote_id: number | null;
            order_id: number | null;
            quote_count: number;
            created_at: string;
            updated_at: string;
        };
        RfqRequestDetail: {
            id: number;
            number: string;
            product_name: string;
            product_url: string | null;
            image_ids: number[];
            quantity: number;
            target_price: components["schemas"]["Money"] | null;
            specifications: string;
            region_code: string;
            currency: string;
            deadline: string | null;
            /** @enum {string} */
            status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
            decline_reason: string | null;
            ordered_quote_id: number | null;
            order_id: number | null;
            quote_count: number;
            created_at: string;
            updated_at: string;
            quotes: components["schemas"]["RfqQuote"][];
            timeline: {
                id: number;
                from_status: ("submitted" | "quoted" | "ordered" | "declined" | "expired") | null;
                /** @enum {string} */
                to_status: "submitted" | "quoted" | "ordered" | "declined" | "expired";
                /** @enum {string} */
                actor: "customer" | "staff";
                note: string | null;
                created_at: string;
            }[];
        };
        RfqPlaceOrderBody: {
            shipping_address_id: number;
            /** @description Pieces to order; the request’s quantity when absent */
            quantity?: number;
        };
        SupportInquiryReceipt: {
            /** @constant */
            received: true;
        };
        SupportMessage: {
            /**
             * @description Who wrote it: the customer, or the support team
             * @enum {string}
             */
            author: "customer" | "staff";
            body: string;
            created_at: string;
        };
        MySupportInquiry: {
            id: number;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            /** @description The start of the first message */
            excerpt: string;
            order_number: string | null;
            created_at: string;
            /** @description When the newest message of the thread was written */
            last_activity_at: string;
        };
        SupportThread: {
            id: number;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            order_number: string | null;
            created_at: string;
            /** @description When the newest message of the thread was written */
            last_activity_at: string;
            messages: components["schemas"]["SupportMessage"][];
        };
        SupportInquiry: {
            id: number;
            customer_id: number | null;
            name: string;
            email: string;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            message: string;
            order_number: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            handled_note: string | null;
            handled_at: string | null;
            created_at: string;
            last_activity_at: string;
        };
        StaffSupportThread: {
            id: number;
            customer_id: number | null;
            name: string;
            email: string;
            /** @enum {string} */
            topic: "order" | "shipping" | "payment" | "refund" | "account" | "other";
            message: string;
            order_number: string | null;
            /** @enum {string} */
            status: "open" | "answered" | "handled";
            handled_note: string | null;
            handled_at: string | null;
            created_at: string;
            last_activity_at: string;
            messages: components["schemas"]["SupportMessage"][];
        };
        ShippingCart: {
            id: number;
            region_code: string;
            currency: string;
            items: {
                id: number;
                title: string;
                link: string | null;
                image_ids: number[];
                quantity: number;
                declared_value: components["schemas"]["Money"];
                shipping_category_id: number;
                hs_code: string | null;
                tracking_id: string | null;
                created_at: string;
                updated_at: string;
            }[];
            max_items: number;
        };
        ThirdPartyIdentity: {
            provider: string;
            /** @description Your account at the provider */
            subject: string;
            display_name: string | null;
            linked_at: string;
        };
        Content: {
            slug: string;
            locale: string;
            region_code: string | null;
            title: string;
            blocks: ({
                /** @constant */
                type: "hero";
                heading: string;
                subheading?: string;
                image?: string;
                cta?: {
                    label: string;
                    href: string;
                };
                secondary_cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "banner_carousel";
                banners: {
                    image: string;
                    alt: string;
                    href?: string;
                }[];
                /** @default 6 */
                interval_seconds: number;
            } | {
                /** @constant */
                type: "product_rail";
                title: string;
                query?: {
                    keyword?: string;
                    category_id?: number;
                };
                product_ids?: number[];
                /** @default 12 */
                limit: number;
                see_all?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "category_grid";
                title: string;
                categories: {
                    name: string;
                    href: string;
                    icon?: string;
                    image?: string;
                }[];
            } | {
                /** @constant */
                type: "rich_text";
                sections: {
                    heading?: string;
                    anchor?: string;
                    paragraphs: string[];
                    bullets?: string[];
                }[];
                /** @default false */
                table_of_contents: boolean;
            } | {
                /** @constant */
                type: "faq";
                title: string;
                items: {
                    question: string;
                    answer: string;
                }[];
            } | {
                /** @constant */
                type: "call_to_action";
                heading: string;
                body?: string;
                cta: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "image_text";
                image: string;
                alt: string;
                heading: string;
                body: string;
                /**
                 * @default left
                 * @enum {string}
                 */
                image_side: "left" | "right";
                cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "links";
                title?: string;
                links: {
                    label: string;
                    href: string;
                    icon?: string;
                }[];
            } | {
                /** @constant */
                type: "logos";
                logos: {
                    /** @enum {string} */
                    name: "primary" | "mark" | "footer" | "app";
                    image: string;
                    alt: string;
                }[];
            } | {
                /** @constant */
                type: "features";
                title?: string;
                items: {
                    icon: string;
                    title: string;
                    body: string;
                }[];
            })[];
            /** @description The published version (entry id) */
            version: number;
            published_at: string;
        };
        ContentEntry: {
            id: number;
            slug: string;
            locale: string;
            region_code: string | null;
            title: string;
            blocks: ({
                /** @constant */
                type: "hero";
                heading: string;
                subheading?: string;
                image?: string;
                cta?: {
                    label: string;
                    href: string;
                };
                secondary_cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "banner_carousel";
                banners: {
                    image: string;
                    alt: string;
                    href?: string;
                }[];
                /** @default 6 */
                interval_seconds: number;
            } | {
                /** @constant */
                type: "product_rail";
                title: string;
                query?: {
                    keyword?: string;
                    category_id?: number;
                };
                product_ids?: number[];
                /** @default 12 */
                limit: number;
                see_all?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "category_grid";
                title: string;
                categories: {
                    name: string;
                    href: string;
                    icon?: string;
                    image?: string;
                }[];
            } | {
                /** @constant */
                type: "rich_text";
                sections: {
                    heading?: string;
                    anchor?: string;
                    paragraphs: string[];
                    bullets?: string[];
                }[];
                /** @default false */
                table_of_contents: boolean;
            } | {
                /** @constant */
                type: "faq";
                title: string;
                items: {
                    question: string;
                    answer: string;
                }[];
            } | {
                /** @constant */
                type: "call_to_action";
                heading: string;
                body?: string;
                cta: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "image_text";
                image: string;
                alt: string;
                heading: string;
                body: string;
                /**
                 * @default left
                 * @enum {string}
                 */
                image_side: "left" | "right";
                cta?: {
                    label: string;
                    href: string;
                };
            } | {
                /** @constant */
                type: "links";
                title?: string;
                links: {
                    label: string;
                    href: string;
                    icon?: string;
                }[];
            } | {
                /** @constant */
                type: "logos";
                logos: {
                    /** @enum {string} */
                    name: "primary" | "mark" | "footer" | "app";
                    image: string;
                    alt: string;
                }[];
            } | {
                /** @constant */
                type: "features";
                title?: string;
                items: {
                    icon: string;
                    title: string;
                    body: string;
                }[];
            })[];
            /** @enum {string} */
            status: "draft" | "published";
            publish_at: string | null;
            /** @description Who saved or published this version last: a staff email, or machine */
            edited_by: string;
            updated_at: string;
        };
        CompanyDetails: {
            name: string;
            /** @description The Bangladesh office, one line each */
            address_lines: string[];
            email: string;
            phone: string;
            opening_hours: {
                en: string;
                bn: string;
            };
        };
        CompanyDetailsEntry: {
            name: string;
            /** @description The Bangladesh office, one line each */
            address_lines: string[];
            email: string;
            phone: string;
            opening_hours: {
                en: string;
                bn: string;
            };
            edited_by: string;
            updated_at: string;
        };
        CampaignRegion: {
            code: string;
            name: string;
        };
        Campaign: {
            id: number;
            slug: string;
            title: string;
            subtitle: string | null;
            banner: string | null;
            /** @description Null: every region */
            region_code: string | null;
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            status: "upcoming" | "running" | "ended";
            product_count: number;
            best_discount_bps: number | null;
            /** @description With expand=region */
            region?: components["schemas"]["CampaignRegion"] | null;
            /** @description With expand=products: the first products, at the caller’s prices */
            products?: components["schemas"]["ProductSummary"][];
        };
        StaffCampaign: {
            id: number;
            slug: string;
            title: string;
            subtitle: string | null;
            banner: string | null;
            /** @description Null: every region */
            region_code: string | null;
            starts_at: string;
            ends_at: string;
            /** @enum {string} */
            status: "upcoming" | "running" | "ended";
            product_count: number;
            best_discount_bps: number | null;
            /** @description With expand=region */
            region?: components["schemas"]["CampaignRegion"] | null;
            /** @description In the campaign’s order */
            products: {
                product_id: number;
                discount_bps: number;
            }[];
            published: boolean;
        };
        StreamCategory: {
            id: number;
            slug: string;
            name: string;
            stream_count: number;
        };
        Streamer: {
            id: number;
            handle: string;
            name: string;
            avatar: string | null;
        };
        LiveStream: {
            id: number;
            title: string;
            /** @enum {string} */
            status: "live" | "replay" | "scheduled";
            hls_url: string;
            poster: string | null;
            viewer_count: number;
            started_at: string;
            category: {
                id: number;
                slug: string;
                name: string;
            };
            streamer: components["schemas"]["Streamer"];
            offer_count: number;
        };
        StreamOffer: {
            product: components["schemas"]["ProductSummary"];
            default_sku_id: string | null;
            shown_at_seconds: number;
        };
        ImpersonationGrant: {
            /** @description Open once in a browser within minutes: a read-only session as the customer */
            redeem_url: string;
            expires_at: string;
        };
        ImpersonationSessions: {
            sessions: {
                id: string;
                active: boolean;
                issued_at: string;
                expires_at: string;
                impersonated_by: string;
            }[];
            refused_writes: {
                session_id: string;
                method: string;
                path: string;
                at: string;
            }[];
        };
        Warehouse: {
            id: number;
            code: string;
            name: string;
            country_code: string;
            address: {
                line1: string;
                line2: string | null;
                district: string;
                city: string;
                province: string;
                post_code: string;
                country_code: string;
            };
            contact: {
                name: string;
                phone: string;
            };
            instructions: string;
            is_default: boolean;
            /** @description Storage terms (docs/shipping.md, storage) */
            storage: {
                /** @description Days from receipt a parcel is stored free */
                free_days: number;
                /** @description Storage fee per day after the free days, minor units by currency */
                fee_per_day: {
                    [key: string]: number;
                };
                /** @description Days before the free ones end that we remind */
                reminder_days: number;
                /** @description Days after which an unshipped parcel is disposed of */
                max_days: number;
                final_notice_days: number;
            };
        };
        ClosedAccount: {
            /** Format: date-time */
            closed_at: string;
        };
        StartedPayment: {
            id: number;
            /** @enum {string} */
            gateway: "wallet" | "bkash" | "bank_transfer" | "cash" | "bank_deposit" | "mobile_banking";
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
            /** @description What goes to the invoices */
            amount: components["schemas"]["Money"];
            /** @description The gateway’s charge on top */
            fee: components["schemas"]["Money"];
            /** @description What the customer pays at the gateway: amount + fee */
            total: components["schemas"]["Money"];
            invoice_session_id: number;
            /** @description What the payment applied to each invoice once it succeeded */
            invoices_paid: {
                invoice_id: number;
                amount: components["schemas"]["Money"];
            }[];
            bkash: {
                payment_id: string | null;
                trx_id: string | null;
            } | null;
            receipt_asset_id: number | null;
            /** @description A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded */
            reference: string | null;
            /** @description Why it ended without money; failure_reason has the details (English) */
            failure_code: ("gateway_unavailable" | "declined_at_gateway" | "cancelled_by_customer" | "cancelled_at_gateway" | "expired" | "amount_mismatch" | "rejected_by_staff" | "superseded" | "closed_by_staff") | null;
            failure_reason: string | null;
            created_at: string;
            updated_at: string;
            settled_at: string | null;
            /** @description bKash: where to send the customer to approve */
            redirect_url: string | null;
        };
        CustomerWarehouseAddress: {
            warehouse_id: number;
            /** @description Write this as the recipient: the suite code identifies you */
            addressee: string;
            line1: string;
            /** @description Carries the suite code again, for couriers that drop the name */
            line2: string;
            district: string;
            city: string;
            province: string;
            post_code: string;
            country_code: string;
            phone: string;
        };
        ShipForMeContext: {
            region_code: string;
            /** @description Source warehouses, China first */
            warehouses: components["schemas"]["Warehouse"][];
            /** @description Null for a guest */
            customer: {
                /** @description CP- and the customer id, six digits at least */
                suite_code: string;
                warehouse_addresses: components["schemas"]["CustomerWarehouseAddress"][];
            } | null;
            shipping_categories: components["schemas"]["ShippingCategory"][];
            shipping_methods: components["schemas"]["ShippingMethod"][];
            rules: {
                max_weight_grams: number;
                max_side_cm: number;
                prohibited_items: {
                    code: string;
                    name: string;
                }[];
                /** @description What the destination’s customs ask of the receiver; null when nothing */
                tax_id: {
                    label: string;
                    example: string;
                } | null;
            };
        };
        LandedCost: {
            region_code: string;
            currency: string;
            chargeable_weight_grams: number;
            volumetric_weight_grams: number;
            /** @description Itemised, in the order of the total */
            lines: {
                /** @enum {string} */
                kind: "product" | "domestic_delivery" | "shipping" | "duty" | "insurance" | "addon";
                description: string;
                amount: components["schemas"]["Money"];
            }[];
            /** @description What our shipping invoice will say for the same parcel: shipping, duty, insurance, add-ons */
            invoice_total: components["schemas"]["Money"];
            /** @description What the product costs at your door */
            total: components["schemas"]["Money"];
        };
        Tracked: {
            /** @enum {string} */
            kind: "shipment_product" | "buy_product" | "delivery_request";
            number: string;
            status: string;
            title: string;
            /** @description Where the web shows it */
            path: string;
        };
        CustomerDashboard: {
            to_pay: {
                /** @description Invoices waiting for money (unpaid or partially paid) */
                count: number;
                /** @description What is due, one amount per currency */
                totals: components["schemas"]["Money"][];
                /** @description The newest few */
                invoices: {
                    id: number;
                    number: string;
                    subject: {
                        type: string;
                        id: number;
                    };
                    due: components["schemas"]["Money"];
                    /** Format: date-time */
                    created_at: string;
                }[];
            };
            needs_answer: {
                /** @description Buy products waiting for a decision (Action needed) */
                action_needed: number;
                /** @description Quotes received and not answered yet (open, not expired) */
                quotes: number;
                /** @description Disputes waiting for the customer’s evidence */
                disputes: number;
            };
            /** @description Goods by stage, in the order they travel (docs/dashboard.md) */
            parcels: {
                /** @enum {string} */
                stage: "at_warehouse" | "in_transit" | "arrived" | "out_for_delivery";
                /** @description Parcels (Ship For Me, and bought products once weighed) */
                parcels: number;
                /** @description Buy-and-Ship products without a parcel of their own */
                orders: number;
            }[];
            wallets: components["schemas"]["WalletBalance"][];
            notifications: {
                data: components["schemas"]["Notification"][];
                unread: number;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
