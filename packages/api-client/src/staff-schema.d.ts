// Generated from the staff API OpenAPI document by `npm run generate:api-client`.
// Do not edit by hand.
export interface paths {
    "/api/staff/admin/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in staff member (or the machine): roles and permissions */
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
                                /** @enum {string} */
                                kind: "staff" | "machine";
                                identity_id: string | null;
                                email: string | null;
                                roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                                permissions: ("staff.self" | "staff.manage" | "audit.read" | "customers.read" | "customers.note" | "orders.read" | "orders.raise_action" | "orders.purchase" | "orders.receive" | "parcels.read" | "parcels.receive" | "parcels.move" | "parcels.requests" | "parcels.storage_sweep" | "delivery.read" | "delivery.dispatch" | "assets.upload" | "invoices.mark_paid" | "payments.read" | "payments.decide" | "wallet.credit" | "payouts.read" | "payouts.decide" | "claims.read" | "claims.review" | "disputes.read" | "disputes.resolve" | "rfq.read" | "rfq.quote" | "support.read" | "support.handle" | "support.impersonate" | "settings.read" | "settings.pricing" | "settings.coupons" | "settings.shipping" | "settings.warehouses" | "settings.add_on_services" | "settings.restrictions" | "settings.company" | "content.read" | "content.edit" | "content.publish" | "campaigns.edit" | "streams.edit" | "content.images")[];
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
    "/api/staff/admin/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everyone on staff, active or not, by email */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description Part of the email */
                    q?: string;
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
                            data: {
                                /** Format: uuid */
                                identity_id: string;
                                email: string;
                                roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                                active: boolean;
                                updated_by: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
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
    "/api/staff/admin/v1/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity that signs in with an email, to add it to the staff (404: none) */
        get: {
            parameters: {
                query: {
                    email: string;
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
                            data: {
                                /** Format: uuid */
                                identity_id: string;
                                email: string;
                                /** @description Their membership, when already on the staff */
                                member: {
                                    /** Format: uuid */
                                    identity_id: string;
                                    email: string;
                                    roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                                    active: boolean;
                                    updated_by: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                } | null;
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
    "/api/staff/admin/v1/members/{identity_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add an identity to the staff, change its roles, or deactivate it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    identity_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                        /** @default true */
                        active?: boolean;
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
                                /** Format: uuid */
                                identity_id: string;
                                email: string;
                                roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                                active: boolean;
                                updated_by: string;
                                /** Format: date-time */
                                updated_at: string;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/admin/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What staff did, newest first, filtered by actor, permission, object or time */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    /** @description Part of the actor's email, or machine */
                    actor?: string;
                    permission?: "staff.self" | "staff.manage" | "audit.read" | "customers.read" | "customers.note" | "orders.read" | "orders.raise_action" | "orders.purchase" | "orders.receive" | "parcels.read" | "parcels.receive" | "parcels.move" | "parcels.requests" | "parcels.storage_sweep" | "delivery.read" | "delivery.dispatch" | "assets.upload" | "invoices.mark_paid" | "payments.read" | "payments.decide" | "wallet.credit" | "payouts.read" | "payouts.decide" | "claims.read" | "claims.review" | "disputes.read" | "disputes.resolve" | "rfq.read" | "rfq.quote" | "support.read" | "support.handle" | "support.impersonate" | "settings.read" | "settings.pricing" | "settings.coupons" | "settings.shipping" | "settings.warehouses" | "settings.add_on_services" | "settings.restrictions" | "settings.company" | "content.read" | "content.edit" | "content.publish" | "campaigns.edit" | "streams.edit" | "content.images";
                    /** @description Part of the path called (an object id) */
                    path?: string;
                    from?: string;
                    to?: string;
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
                            data: {
                                id: number;
                                /** Format: date-time */
                                occurred_at: string;
                                actor: {
                                    /** @enum {string} */
                                    kind: "staff" | "machine";
                                    identity_id: string | null;
                                    email: string | null;
                                    roles: ("admin" | "warehouse" | "purchasing" | "finance" | "support" | "content")[];
                                };
                                permission: string;
                                method: string;
                                route: string;
                                path: string;
                                object: {
                                    [key: string]: unknown;
                                };
                                /** @description The object before the change, where the route reads it first; else null */
                                before: unknown;
                                request: unknown;
                                response: unknown;
                                status: number;
                                client_address: string;
                                user_agent: string | null;
                            }[];
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
    "/api/staff/admin/v1/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit log as a CSV file */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the actor's email, or machine */
                    actor?: string;
                    permission?: "staff.self" | "staff.manage" | "audit.read" | "customers.read" | "customers.note" | "orders.read" | "orders.raise_action" | "orders.purchase" | "orders.receive" | "parcels.read" | "parcels.receive" | "parcels.move" | "parcels.requests" | "parcels.storage_sweep" | "delivery.read" | "delivery.dispatch" | "assets.upload" | "invoices.mark_paid" | "payments.read" | "payments.decide" | "wallet.credit" | "payouts.read" | "payouts.decide" | "claims.read" | "claims.review" | "disputes.read" | "disputes.resolve" | "rfq.read" | "rfq.quote" | "support.read" | "support.handle" | "support.impersonate" | "settings.read" | "settings.pricing" | "settings.coupons" | "settings.shipping" | "settings.warehouses" | "settings.add_on_services" | "settings.restrictions" | "settings.company" | "content.read" | "content.edit" | "content.publish" | "campaigns.edit" | "streams.edit" | "content.images";
                    /** @description Part of the path called (an object id) */
                    path?: string;
                    from?: string;
                    to?: string;
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
                    content?: never;
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
    "/api/core/admin/region/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every region's pricing terms (exchange rate, markup, commission) */
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
                            data: components["schemas"]["RegionSettings"][];
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
    "/api/core/admin/region/v1/regions/{id}/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a region's exchange rate, markup or commission (prices follow within a minute) */
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
                        /** @description Region major units per source major unit, times 1,000,000 (17.2 BDT/CNY = 17200000) */
                        rate_micros: number;
                        /** @description 0–100 % in basis points */
                        markup_bps: number;
                        /** @description 0–100 % in basis points */
                        commission_bps: number;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/warehouse/v1/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every warehouse with its address, instructions and storage terms */
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
    "/api/core/admin/warehouse/v1/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a warehouse's address, contact, instructions or storage terms (the rest stays) */
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
                        name?: string;
                        address?: {
                            line1: string;
                            line2: string | null;
                            district: string;
                            city: string;
                            province: string;
                            post_code: string;
                        };
                        contact?: {
                            name: string;
                            phone: string;
                        };
                        instructions?: string;
                        storage?: {
                            free_days: number;
                            fee_per_day: {
                                [key: string]: number;
                            };
                            reminder_days: number;
                            max_days: number;
                            final_notice_days: number;
                        };
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/core/admin/add-on-service/v1/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every add-on service, offered or not, with its prices and insurance rate */
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
                            data: components["schemas"]["StaffAddOnService"][];
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
    "/api/core/admin/add-on-service/v1/services/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a service’s name, offered switch, prices or rate (requests from now on; charges made keep their price) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error" | "extra_packing" | "photo_check" | "wooden_crate" | "qc_inspection" | "insurance";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        active: boolean;
                        prices: {
                            [key: string]: number;
                        };
                        rate_bps: number | null;
                        /**
                         * Format: date-time
                         * @description The service’s updated_at as staff last read it: two people editing a price must not overwrite each other
                         */
                        updated_at: string;
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
                            data: components["schemas"]["StaffAddOnService"];
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/discounts/admin/v1/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon, newest first, with how many orders used it */
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
                            data: {
                                id: number;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "fixed";
                                percent_bps: number | null;
                                amount: components["schemas"]["Money"] | null;
                                max_discount: components["schemas"]["Money"] | null;
                                min_spend: components["schemas"]["Money"] | null;
                                region_code: string | null;
                                per_customer_limit: number | null;
                                first_order_only: boolean;
                                /** Format: date-time */
                                starts_at: string;
                                expires_at: string | null;
                                is_active: boolean;
                                /**
                                 * @description public: listed to everyone; customers: given
                                 * @enum {string}
                                 */
                                audience: "public" | "customers";
                                /** @description Who it is given to (audience customers) */
                                customer_ids: number[];
                                /** @description Orders that used it */
                                uses: number;
                            }[];
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
        /** Create a coupon (409 when the code is taken) */
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
                        description: string;
                        /** @enum {string} */
                        kind: "percent" | "fixed";
                        percent_bps?: number;
                        amount?: number;
                        max_discount?: number;
                        min_spend?: number;
                        region_code?: string;
                        per_customer_limit?: number;
                        /** @default false */
                        first_order_only?: boolean;
                        /**
                         * @description public: listed to every customer; customers: only to customer_ids
                         * @default public
                         * @enum {string}
                         */
                        audience?: "public" | "customers";
                        /** @default [] */
                        customer_ids?: number[];
                        /** Format: date-time */
                        starts_at?: string;
                        /** Format: date-time */
                        expires_at?: string;
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
                                id: number;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "fixed";
                                percent_bps: number | null;
                                amount: components["schemas"]["Money"] | null;
                                max_discount: components["schemas"]["Money"] | null;
                                min_spend: components["schemas"]["Money"] | null;
                                region_code: string | null;
                                per_customer_limit: number | null;
                                first_order_only: boolean;
                                /** Format: date-time */
                                starts_at: string;
                                expires_at: string | null;
                                is_active: boolean;
                                /**
                                 * @description public: listed to everyone; customers: given
                                 * @enum {string}
                                 */
                                audience: "public" | "customers";
                                /** @description Who it is given to (audience customers) */
                                customer_ids: number[];
                                /** @description Orders that used it */
                                uses: number;
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
    "/api/discounts/admin/v1/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change its description, pause or resume it, or move its end */
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
                        description?: string;
                        is_active?: boolean;
                        expires_at?: string | null;
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
                                id: number;
                                code: string;
                                description: string;
                                /** @enum {string} */
                                kind: "percent" | "fixed";
                                percent_bps: number | null;
                                amount: components["schemas"]["Money"] | null;
                                max_discount: components["schemas"]["Money"] | null;
                                min_spend: components["schemas"]["Money"] | null;
                                region_code: string | null;
                                per_customer_limit: number | null;
                                first_order_only: boolean;
                                /** Format: date-time */
                                starts_at: string;
                                expires_at: string | null;
                                is_active: boolean;
                                /**
                                 * @description public: listed to everyone; customers: given
                                 * @enum {string}
                                 */
                                audience: "public" | "customers";
                                /** @description Who it is given to (audience customers) */
                                customer_ids: number[];
                                /** @description Orders that used it */
                                uses: number;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-agent/admin/rate/v1/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shipping rate (per-kg slabs and minimum), optionally of one region */
        get: {
            parameters: {
                query?: {
                    region_code?: string;
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
                            data: {
                                id: number;
                                shipping_category_id: number;
                                warehouse_id: number;
                                region_code: string;
                                currency: string;
                                slabs: {
                                    min_grams: number;
                                    max_grams: number | null;
                                    /** @description Minor units per kilogram */
                                    per_kg: number;
                                }[];
                                min_charge: components["schemas"]["Money"];
                            }[];
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
        /** Add the rate of a route that has none (409 when it has one) */
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
                        shipping_category_id: number;
                        warehouse_id: number;
                        region_code: string;
                        slabs: {
                            min_grams: number;
                            max_grams: number | null;
                            /** @description Minor units per kilogram */
                            per_kg: number;
                        }[];
                        /** @description Minor units */
                        min_charge: number;
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
                                id: number;
                                shipping_category_id: number;
                                warehouse_id: number;
                                region_code: string;
                                currency: string;
                                slabs: {
                                    min_grams: number;
                                    max_grams: number | null;
                                    /** @description Minor units per kilogram */
                                    per_kg: number;
                                }[];
                                min_charge: components["schemas"]["Money"];
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
    "/api/shipping-agent/admin/rate/v1/rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a rate’s slabs and minimum (applies to quotes and invoices from now) */
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
                        slabs: {
                            min_grams: number;
                            max_grams: number | null;
                            /** @description Minor units per kilogram */
                            per_kg: number;
                        }[];
                        /** @description Minor units */
                        min_charge: number;
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
                                id: number;
                                shipping_category_id: number;
                                warehouse_id: number;
                                region_code: string;
                                currency: string;
                                slabs: {
                                    min_grams: number;
                                    max_grams: number | null;
                                    /** @description Minor units per kilogram */
                                    per_kg: number;
                                }[];
                                min_charge: components["schemas"]["Money"];
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipping-core/admin/shipping-category/v1/shipping-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every shipping category, top-level ones first, each level by position */
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
                            data: components["schemas"]["ShippingCategory"][];
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
        /** Add a category (409 `slug_taken`; 422 at `body.parent_id`: unknown parent or more than two levels) */
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
                        /**
                         * @description null: a top-level category
                         * @default null
                         */
                        parent_id?: number | null;
                        /** @default 0 */
                        position?: number;
                        slug: string;
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
                            data: components["schemas"]["ShippingCategory"];
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
    "/api/shipping-core/admin/shipping-category/v1/shipping-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a category, move it or change its position; the slug never changes (404 `category_not_found`; 422 at `body.parent_id`, e.g. `parent_cycle`) */
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
                        name: string;
                        /**
                         * @description null: a top-level category
                         * @default null
                         */
                        parent_id?: number | null;
                        /** @default 0 */
                        position?: number;
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
                            data: components["schemas"]["ShippingCategory"];
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
    "/api/buy-and-ship/admin/buy-product/v1/buy-products/{id}/transition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a buy product along the state machine (409 when the move is not allowed) */
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
                        status: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
                        note?: string;
                        /** @description With status purchased: what purchasing bought it for (staff-only record) */
                        purchase?: {
                            /** @description The source shop's order id */
                            source_order_id: string;
                            /** @description What we paid the shop */
                            cost: {
                                /** @description Minor units */
                                amount: number;
                                /** @description ISO 4217 code of what the shop charged (CNY) */
                                currency: string;
                            };
                        };
                        /**
                         * @description Buy although the product invoice is unpaid; refused without it, and recorded in the timeline
                         * @default false
                         */
                        override_unpaid_invoice?: boolean;
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
    "/api/buy-and-ship/admin/buy-product/v1/buy-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer's buy products by status, oldest first (purchasing's queue) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "pending_payment" | "purchasing" | "action_needed" | "purchased" | "shipped_to_warehouse" | "received_abroad" | "handed_to_international" | "arrived" | "delivered" | "cancelled" | "refunded" | "disposed";
                    /** @description Title or BP- number */
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
                            data: {
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
                                /** Format: date-time */
                                created_at: string;
                                updated_at: string;
                                customer_id: number;
                                source_order_id: string | null;
                                source_cost: components["schemas"]["Money"] | null;
                                purchased_at: string | null;
                            }[];
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
    "/api/buy-and-ship/admin/buy-action/v1/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Raise an action the customer must decide on; the product becomes action needed */
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
                        buy_product_id: number;
                        /** @enum {string} */
                        kind: "price_change" | "quantity_change" | "out_of_stock";
                        message: string;
                        proposal: {
                            /** @default [] */
                            variations?: {
                                sku_id: string;
                                /** @description Minor units, order currency */
                                unit_price?: number;
                                available_quantity?: number;
                            }[];
                            /** @default [] */
                            alternatives?: {
                                sku_id: string;
                                description: string;
                                unit_price: number;
                            }[];
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
    "/api/payment/admin/payment/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first (status=pending: bank transfers waiting for review) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "pending" | "succeeded" | "failed" | "cancelled" | "expired";
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
                            data: components["schemas"]["StaffPayment"][];
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
    "/api/payment/admin/payment/v1/payments/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending bank transfer (the reason is shown to the customer) */
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
                        /** @description Told to the customer */
                        reason: string;
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
                            data: components["schemas"]["StaffPayment"];
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
    "/api/payment/admin/payment/v1/payments/needs-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** bKash payments whose outcome bKash would not tell us in time, oldest first, with its last answer */
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
                            data: components["schemas"]["PaymentToReview"][];
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
    "/api/payment/admin/payment/v1/payments/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a bKash payment waiting for review as failed or expired, after checking bKash’s merchant portal */
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
                        status: "failed" | "expired";
                        /** @description Told to the customer; say what bKash’s merchant portal showed */
                        reason: string;
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
                            data: components["schemas"]["PaymentToReview"];
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
    "/api/wallet/admin/wallet/v1/customers/{customer_id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit a customer’s wallet with money received outside the site */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customer_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: {
                            amount: number;
                            currency: string;
                        };
                        reference: string;
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
                            data: components["schemas"]["WalletBalance"];
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
    "/api/wallet/admin/wallet/v1/payout-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout requests of every customer, oldest first, optionally of one status */
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
                            data: {
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
                                amount: components["schemas"]["Money"];
                                fee: components["schemas"]["Money"];
                                receivable: components["schemas"]["Money"];
                                rejection_reason: string | null;
                                /** @description What the gateway called the transfer (bKash trxID, bank reference) once paid */
                                transfer_reference: string | null;
                                created_at: string;
                                updated_at: string;
                                customer_id: number;
                            }[];
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
    "/api/wallet/admin/wallet/v1/payout-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request (the customer can no longer cancel it) */
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
    "/api/wallet/admin/wallet/v1/payout-requests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that an approved request was paid out to its account, with the transfer’s reference */
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
                        /** @description The bKash trxID or bank reference of the transfer */
                        reference: string;
                    } | null;
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
    "/api/wallet/admin/wallet/v1/payout-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending or approved request; its amount returns to the wallet */
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
                        /** @description Shown to the customer */
                        reason: string;
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
    "/api/shipping-core/admin/shipment/v1/shipment-products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parcels not yet received, by the shop courier’s tracking id or a suite code */
        get: {
            parameters: {
                query: {
                    /** @description A tracking id or a suite code (CP-000123) */
                    q: string;
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
                            data: {
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
                                customer_id: number;
                            }[];
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
    "/api/shipping-core/admin/shipment/v1/shipment-products/by-number/{productNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any parcel by its number (SP-…), with its timeline and whose it is */
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
                            data: {
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
                                customer_id: number;
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
    "/api/shipping-core/admin/shipment/v1/shipment-products/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a parcel on (in transit, arrived, ready for delivery, delivered), hold it with a reason, resume or cancel it */
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
                        /** @enum {string} */
                        status: "requested" | "awaiting_arrival" | "received_at_warehouse" | "invoiced" | "paid" | "shipping_started" | "in_transit" | "arrived" | "ready_for_delivery" | "delivered" | "cancelled" | "on_hold" | "disposed";
                        reason?: string;
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
    "/api/shipping-core/admin/restriction/v1/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every rule of what may not travel, active or not */
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
                                code: string;
                                /** @description HS code prefixes (2–6 digits) the rule covers */
                                hs_prefixes: string[];
                                /** @description Declared contents the rule covers */
                                contents: ("battery" | "liquid" | "medicine" | "magnet")[];
                                /** @description Null: every shipping method */
                                methods: ("air" | "express" | "sea")[] | null;
                                /** @description Null: every destination */
                                regions: string[] | null;
                                /** @description Shown to the customer when a product is refused */
                                reason: string;
                                active: boolean;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
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
    "/api/shipping-core/admin/restriction/v1/rules/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add a rule or replace it (requests made from now on are checked against it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hs_prefixes: string[];
                        contents: ("battery" | "liquid" | "medicine" | "magnet")[];
                        methods: ("air" | "express" | "sea")[] | null;
                        regions: string[] | null;
                        reason: string;
                        active: boolean;
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
                                code: string;
                                /** @description HS code prefixes (2–6 digits) the rule covers */
                                hs_prefixes: string[];
                                /** @description Declared contents the rule covers */
                                contents: ("battery" | "liquid" | "medicine" | "magnet")[];
                                /** @description Null: every shipping method */
                                methods: ("air" | "express" | "sea")[] | null;
                                /** @description Null: every destination */
                                regions: string[] | null;
                                /** @description Shown to the customer when a product is refused */
                                reason: string;
                                active: boolean;
                                /** Format: date-time */
                                updated_at: string;
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/storage/admin/asset/v1/customers/{customer_id}/assets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file for a customer (a parcel’s photo): JPEG, PNG, WebP or PDF up to 5 MB, a video up to 100 MB
         * @description Kept like a customer’s own upload: typed by its bytes, and an image re-encoded upright without its metadata (EXIF, GPS, XMP).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customer_id: number;
                };
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
    "/api/storage/admin/asset/v1/shop-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a picture for the shop’s pages (a banner, a hero, an avatar)
         * @description multipart/form-data with one part named `file`: JPEG, PNG or WebP up to 5 MB, read from its bytes (415 `unsupported_file_type` otherwise, 413 over 5 MB). Re-encoded as WebP at most 2400 px wide; the answer’s `url` is public.
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
                         * @description A JPEG, PNG or WebP image of at most 5 MB; its type is read from its bytes
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
                            data: components["schemas"]["ShopImage"];
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
    "/api/claims/admin/v1/claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer’s claims, newest first, by status */
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
                            data: {
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
                                customer_id: number;
                            }[];
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
    "/api/claims/admin/v1/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One claim with its timeline */
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
                            data: {
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
                                customer_id: number;
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
    "/api/claims/admin/v1/claims/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take a claim under review, accept or reject it, with a note the customer reads */
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
                        /** @enum {string} */
                        to: "under_review" | "accepted" | "rejected";
                        /** @description What the customer is told */
                        note: string;
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
    "/api/content/admin/v1/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content versions, newest first (drafts and published), by slug, language, region and state */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    slug?: string;
                    locale?: "en" | "bn";
                    region_code?: string;
                    status?: "draft" | "published";
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
                            data: components["schemas"]["ContentEntry"][];
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
        /** Save a draft of a slug for a language (and region); the blocks are checked now */
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
                        slug: string;
                        /** @enum {string} */
                        locale: "en" | "bn";
                        /** @default null */
                        region_code?: string | null;
                        title: string;
                        blocks: ({
                            /** @enum {string} */
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
                            /** @enum {string} */
                            type: "banner_carousel";
                            banners: {
                                image: string;
                                alt: string;
                                href?: string;
                            }[];
                            /** @default 6 */
                            interval_seconds?: number;
                        } | {
                            /** @enum {string} */
                            type: "product_rail";
                            title: string;
                            query?: {
                                keyword?: string;
                                category_id?: number;
                            };
                            product_ids?: number[];
                            /** @default 12 */
                            limit?: number;
                            see_all?: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "category_grid";
                            title: string;
                            categories: {
                                name: string;
                                href: string;
                                icon?: string;
                                image?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "rich_text";
                            sections: {
                                heading?: string;
                                anchor?: string;
                                paragraphs: string[];
                                bullets?: string[];
                            }[];
                            /** @default false */
                            table_of_contents?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "faq";
                            title: string;
                            items: {
                                question: string;
                                answer: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "call_to_action";
                            heading: string;
                            body?: string;
                            cta: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "image_text";
                            image: string;
                            alt: string;
                            heading: string;
                            body: string;
                            /**
                             * @default left
                             * @enum {string}
                             */
                            image_side?: "left" | "right";
                            cta?: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "links";
                            title?: string;
                            links: {
                                label: string;
                                href: string;
                                icon?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "logos";
                            logos: {
                                /** @enum {string} */
                                name: "primary" | "mark" | "footer" | "app";
                                image: string;
                                alt: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "features";
                            title?: string;
                            items: {
                                icon: string;
                                title: string;
                                body: string;
                            }[];
                        })[];
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
                            data: components["schemas"]["ContentEntry"];
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
    "/api/content/admin/v1/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content version with its blocks */
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
                            data: components["schemas"]["ContentEntry"];
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
        /** Change a draft (a published version is kept as shown: 409) */
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
                        /** @enum {string} */
                        locale: "en" | "bn";
                        /** @default null */
                        region_code?: string | null;
                        title: string;
                        blocks: ({
                            /** @enum {string} */
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
                            /** @enum {string} */
                            type: "banner_carousel";
                            banners: {
                                image: string;
                                alt: string;
                                href?: string;
                            }[];
                            /** @default 6 */
                            interval_seconds?: number;
                        } | {
                            /** @enum {string} */
                            type: "product_rail";
                            title: string;
                            query?: {
                                keyword?: string;
                                category_id?: number;
                            };
                            product_ids?: number[];
                            /** @default 12 */
                            limit?: number;
                            see_all?: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "category_grid";
                            title: string;
                            categories: {
                                name: string;
                                href: string;
                                icon?: string;
                                image?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "rich_text";
                            sections: {
                                heading?: string;
                                anchor?: string;
                                paragraphs: string[];
                                bullets?: string[];
                            }[];
                            /** @default false */
                            table_of_contents?: boolean;
                        } | {
                            /** @enum {string} */
                            type: "faq";
                            title: string;
                            items: {
                                question: string;
                                answer: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "call_to_action";
                            heading: string;
                            body?: string;
                            cta: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "image_text";
                            image: string;
                            alt: string;
                            heading: string;
                            body: string;
                            /**
                             * @default left
                             * @enum {string}
                             */
                            image_side?: "left" | "right";
                            cta?: {
                                label: string;
                                href: string;
                            };
                        } | {
                            /** @enum {string} */
                            type: "links";
                            title?: string;
                            links: {
                                label: string;
                                href: string;
                                icon?: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "logos";
                            logos: {
                                /** @enum {string} */
                                name: "primary" | "mark" | "footer" | "app";
                                image: string;
                                alt: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            type: "features";
                            title?: string;
                            items: {
                                icon: string;
                                title: string;
                                body: string;
                            }[];
                        })[];
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
                            data: components["schemas"]["ContentEntry"];
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
        /** Discard a draft (a published version is kept: 409) */
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
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/admin/v1/entries/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft now or at publish_at */
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
                        /**
                         * Format: date-time
                         * @description Defaults to now
                         */
                        publish_at?: string;
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
                            data: components["schemas"]["ContentEntry"];
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
    "/api/content/admin/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's details as pages and invoices show them, with who changed them */
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
                            data: components["schemas"]["CompanyDetailsEntry"];
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
        /** Change the company's name, office address, email, phone or hours (Contact us and invoice PDFs follow) */
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
                        name: string;
                        address_lines: string[];
                        /** Format: email */
                        email: string;
                        phone: string;
                        opening_hours: {
                            en: string;
                            bn: string;
                        };
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
                            data: components["schemas"]["CompanyDetailsEntry"];
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/admin/v1/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every campaign, newest first (drafts, running, upcoming and ended) */
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
                            data: components["schemas"]["StaffCampaign"][];
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
        /** Create a campaign with its products and their discounts */
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
                        slug: string;
                        title: string;
                        subtitle?: string;
                        banner?: string;
                        region_code?: string;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        ends_at: string;
                        /** @default false */
                        published?: boolean;
                        /** @default [] */
                        products?: {
                            product_id: number;
                            discount_bps: number;
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
                            data: components["schemas"]["StaffCampaign"];
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
    "/api/content/admin/v1/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign with its products and their discounts */
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
                            data: components["schemas"]["StaffCampaign"];
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
        /** Replace a campaign: its window, text and products */
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
                        slug: string;
                        title: string;
                        subtitle?: string;
                        banner?: string;
                        region_code?: string;
                        /** Format: date-time */
                        starts_at: string;
                        /** Format: date-time */
                        ends_at: string;
                        /** @default false */
                        published?: boolean;
                        /** @default [] */
                        products?: {
                            product_id: number;
                            discount_bps: number;
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
                            data: components["schemas"]["StaffCampaign"];
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
    "/api/live/admin/v1/streamers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who can present a stream */
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
                            data: components["schemas"]["Streamer"][];
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
        /** Add a streamer (409 `handle_taken`) */
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
                        handle: string;
                        name: string;
                        /** @default null */
                        avatar?: string | null;
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
                            data: components["schemas"]["Streamer"];
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
    "/api/live/admin/v1/streamers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a streamer’s handle, name or avatar (404 `streamer_not_found`) */
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
                        handle: string;
                        name: string;
                        /** @default null */
                        avatar?: string | null;
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
                            data: components["schemas"]["Streamer"];
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
    "/api/live/admin/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live page’s categories, with their stream counts */
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
        /** Add a category of the live page (409 `slug_taken`) */
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
                        slug: string;
                        name: string;
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
                                id: number;
                                slug: string;
                                name: string;
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
    "/api/live/admin/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a category or change its slug (404 `category_not_found`) */
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
                        slug: string;
                        name: string;
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
                                id: number;
                                slug: string;
                                name: string;
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
    "/api/live/admin/v1/streams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every stream, live first then newest, 12 a page */
        get: {
            parameters: {
                query?: {
                    status?: "live" | "replay" | "scheduled";
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
        /** Publish a stream with the products it offers */
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
                        category_id: number;
                        streamer_id: number;
                        title: string;
                        /** @enum {string} */
                        status: "live" | "replay" | "scheduled";
                        hls_url: string;
                        poster?: string;
                        /** Format: date-time */
                        started_at: string;
                        /** @default [] */
                        offers?: {
                            product_id: number;
                            /** @default 0 */
                            shown_at_seconds?: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/admin/v1/streams/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a stream's status (live, replay, scheduled) */
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
                        /** @enum {string} */
                        status: "live" | "replay" | "scheduled";
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
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/admin/impersonate/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A one-time link (valid for minutes) that opens the customer's view in a browser, read-only, for half an hour
         * @description The session records the signed-in staff member (or machine) as who is looking.
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
                        customer_id: number;
                        /** @description Why: a ticket number, the question asked */
                        reason: string;
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
                            data: components["schemas"]["ImpersonationGrant"];
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
    "/api/user/admin/impersonate/v1/sessions/by-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support sessions opened on a customer's account, and every change they were refused */
        get: {
            parameters: {
                query: {
                    customer_id: number;
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
                            data: components["schemas"]["ImpersonationSessions"];
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
    "/api/rfq/admin/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer’s requests for quotation, newest first, by status */
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
                            data: {
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
                                customer_id: number;
                            }[];
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
    "/api/rfq/admin/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request with its quotes and timeline */
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
                            data: {
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
                                customer_id: number;
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
    "/api/rfq/admin/v1/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request with a reason the customer reads */
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
                        reason: string;
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
    "/api/rfq/admin/v1/quotes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an open quote; it can no longer be ordered */
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
    "/api/support/admin/v1/support-inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support inquiries, newest first, by status */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "open" | "answered" | "handled";
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
                            data: components["schemas"]["SupportInquiry"][];
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
    "/api/support/admin/v1/support-inquiries/{id}/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an inquiry handled with a note */
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
                        /** @description What staff did about it */
                        note: string;
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
                            data: components["schemas"]["SupportInquiry"];
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
    "/api/support/admin/v1/support-inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One inquiry with its thread, oldest first */
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
                            data: components["schemas"]["StaffSupportThread"];
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
    "/api/support/admin/v1/support-inquiries/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to an inquiry: the customer sees it in their thread and is notified */
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
                            data: components["schemas"]["StaffSupportThread"];
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
    "/api/payment/admin/payment/v1/payments/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt the customer uploaded for a bank transfer (to review it) */
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
                /** @description The receipt’s bytes, with the type found at upload */
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
    "/api/payment/admin/payment/v1/payments/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending bank transfer: the invoices are paid and the order goes on */
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
                            data: components["schemas"]["StaffPayment"];
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
    "/api/invoice/admin/invoice/v1/invoices/{id}/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record money received outside the site (cash, bank deposit, mobile banking) for what the invoice has due: a settled payment with its ledger postings; 409 when paid or cancelled */
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
                        /**
                         * @description How the money came in: cash at the office, a bank deposit, mobile banking
                         * @enum {string}
                         */
                        method: "cash" | "bank_deposit" | "mobile_banking";
                        /** @description The receipt, deposit-slip or transaction number that proves it */
                        reference: string;
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
                                invoice: components["schemas"]["Invoice"];
                                payment: components["schemas"]["StaffPayment"];
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
    "/api/payment/admin/payment/v1/payments/{id}/recheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask bKash now about a payment waiting for review: a final answer settles or ends it, an open one goes back to the job’s checks */
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
                            data: components["schemas"]["PaymentToReview"];
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
    "/api/shipping-core/admin/shipment/v1/shipment-products/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record a parcel’s weight, size and photos at the warehouse; raises its shipping invoice */
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
                        weight_grams: number;
                        length_cm: number;
                        width_cm: number;
                        height_cm: number;
                        photo_ids: number[];
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
    "/api/delivery/admin/delivery-request/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every delivery request, oldest first, optionally in one state */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    type?: "buy-and-ship" | "ship-for-me" | "all";
                    /** @description Only requests in this state */
                    status?: "requested" | "dispatched" | "delivered" | "cancelled";
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
                            data: {
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
                                customer_id: number;
                                /** @description Why staff dispatched it before its charge was paid (the override) */
                                dispatched_unpaid_reason: string | null;
                            }[];
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
    "/api/delivery/admin/delivery-request/v1/requests/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Dispatch, deliver or cancel a delivery request (409 when already done) */
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
                        /** @enum {string} */
                        status: "dispatched" | "delivered" | "cancelled";
                        /** @description The courier's consignment id; required to dispatch */
                        tracking_number?: string;
                        /** @description Dispatch although the prepaid delivery charge is unpaid: why (recorded) */
                        override_reason?: string;
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
                                customer_id: number;
                                /** @description Why staff dispatched it before its charge was paid (the override) */
                                dispatched_unpaid_reason: string | null;
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
    "/api/shipping-core/admin/shipment/v1/consolidations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Consolidations by status, oldest first (default: waiting to be repacked) */
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
                            data: {
                                id: number;
                                /** @description SC- and eight digits */
                                number: string;
                                /** @enum {string} */
                                status: "requested" | "repacked" | "confirmed" | "cancelled";
                                currency: string;
                                parcels: components["schemas"]["ConsolidatedParcel"][];
                                separate_shipping: components["schemas"]["Money"];
                                /** @description Null until staff have repacked and weighed the box */
                                box: {
                                    weight_grams: number;
                                    length_cm: number;
                                    width_cm: number;
                                    height_cm: number;
                                    chargeable_weight_grams: number;
                                    photo_ids: number[];
                                    shipping: components["schemas"]["Money"];
                                } | null;
                                /** @description Separate minus consolidated shipping (negative when one box costs more); null until repacked */
                                saving: components["schemas"]["Money"] | null;
                                invoice_id: number | null;
                                can_confirm: boolean;
                                can_cancel: boolean;
                                /** Format: date-time */
                                created_at: string;
                                customer_id: number;
                            }[];
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
    "/api/shipping-core/admin/shipment/v1/consolidations/{id}/repack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record the repacked box’s weight, size and photos; prices it for the customer */
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
                        weight_grams: number;
                        length_cm: number;
                        width_cm: number;
                        height_cm: number;
                        photo_ids: number[];
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
                                id: number;
                                /** @description SC- and eight digits */
                                number: string;
                                /** @enum {string} */
                                status: "requested" | "repacked" | "confirmed" | "cancelled";
                                currency: string;
                                parcels: components["schemas"]["ConsolidatedParcel"][];
                                separate_shipping: components["schemas"]["Money"];
                                /** @description Null until staff have repacked and weighed the box */
                                box: {
                                    weight_grams: number;
                                    length_cm: number;
                                    width_cm: number;
                                    height_cm: number;
                                    chargeable_weight_grams: number;
                                    photo_ids: number[];
                                    shipping: components["schemas"]["Money"];
                                } | null;
                                /** @description Separate minus consolidated shipping (negative when one box costs more); null until repacked */
                                saving: components["schemas"]["Money"] | null;
                                invoice_id: number | null;
                                can_confirm: boolean;
                                can_cancel: boolean;
                                /** Format: date-time */
                                created_at: string;
                                customer_id: number;
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
    "/api/shipping-core/admin/shipment/v1/parcel-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Warehouse requests by status, oldest first (default: open work items) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    status?: "open" | "done" | "declined";
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
                            data: {
                                id: number;
                                /** @description PR- and eight digits */
                                number: string;
                                shipment_product_id: number;
                                /** @enum {string} */
                                kind: "extra_photos" | "content_check" | "repack" | "remove_packaging" | "extra_protection" | "wooden_frame" | "express_processing" | "split" | "dispose" | "report_error";
                                name: string;
                                /** @enum {string} */
                                status: "open" | "done" | "declined";
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
                                customer_id: number;
                                parcel_number: string;
                            }[];
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
    "/api/shipping-core/admin/shipment/v1/parcel-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answer a warehouse request: done (photos, a corrected measurement, a disposal) or declined (its charge taken back) */
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
                        /** @enum {string} */
                        outcome: "done" | "declined";
                        /** @description What was done or why not; the customer sees it */
                        note: string;
                        /**
                         * @description New photos for the customer
                         * @default []
                         */
                        photo_ids?: number[];
                        /** @description A corrected measurement (a reported error found right); the parcel is re-priced */
                        measurement?: {
                            weight_grams: number;
                            length_cm: number;
                            width_cm: number;
                            height_cm: number;
                        };
                        /** @description A split done: each new parcel as weighed, the first keeps the parcel’s number */
                        parts?: {
                            weight_grams: number;
                            length_cm: number;
                            width_cm: number;
                            height_cm: number;
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
    "/api/shipping-core/admin/shipment/v1/storage-sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the storage sweep now (reminders, daily fees, final notices, disposal), optionally as of another moment or for one customer */
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
                         * Format: date-time
                         * @description Sweep as if it were this moment (default: now): a missed run, or a rehearsal
                         */
                        as_of?: string;
                        /** @description One customer only */
                        customer_id?: number;
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
                                seen: number;
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
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buy-and-ship/admin/buy-product/v1/buy-products/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A buy product reached our warehouse abroad: record its weight, size and photos; it becomes a parcel with its shipping invoice (moves it to received_abroad) */
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
                        weight_grams: number;
                        length_cm: number;
                        width_cm: number;
                        height_cm: number;
                        photo_ids: number[];
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
    "/api/rfq/admin/v1/requests/{id}/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a request with a quote: tiers, MOQ, shipping estimate, validity */
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
                        tiers: {
                            min_quantity: number;
                            unit_price: number;
                        }[];
                        moq: number;
                        shipping_estimate: number;
                        shipping_method_id: number;
                        shipping_category_id: number;
                        unit_weight_grams: number;
                        source_site: string;
                        source_url?: string | null;
                        note?: string | null;
                        /** Format: date-time */
                        valid_until: string;
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
    "/api/claims/admin/v1/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer’s disputes, newest first, by status */
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
                            data: {
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
                                paid: components["schemas"]["Money"];
                                refunded: components["schemas"]["Money"];
                                resolution_note: string | null;
                                created_at: string;
                                updated_at: string;
                                customer_id: number;
                            }[];
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
    "/api/claims/admin/v1/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dispute with its timeline */
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
                            data: {
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
                                paid: components["schemas"]["Money"];
                                refunded: components["schemas"]["Money"];
                                resolution_note: string | null;
                                created_at: string;
                                updated_at: string;
                                timeline: components["schemas"]["DisputeEvent"][];
                                customer_id: number;
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
    "/api/claims/admin/v1/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept a dispute with a full or partial refund to the wallet (at most what is left of what was paid); once */
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
                        /** @description Refund to the wallet, minor units of the dispute’s currency (0: a replacement) */
                        amount: number;
                        /** @description What the customer is told */
                        note: string;
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
    "/api/claims/admin/v1/disputes/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reject a dispute with the reason the customer reads */
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
                        /** @description What the customer is told */
                        note: string;
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
    "/api/claims/admin/v1/disputes/{id}/request-evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ask the customer for more evidence */
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
                        /** @description What the customer is told */
                        note: string;
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
    "/api/claims/admin/v1/disputes/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take a dispute under review */
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
                        /** @description What the customer is told */
                        note: string;
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
    "/api/claims/admin/v1/disputes/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reopen a decided dispute (back under review) */
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
                        /** @description What the customer is told */
                        note: string;
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
    "/api/staff/admin/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find customers by suite code, id, email, name or phone (newest first, 20 at most) */
        get: {
            parameters: {
                query: {
                    /** @description Suite code, id, or part of email, name, phone */
                    q: string;
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
                            data: {
                                id: number;
                                suite_code: string;
                                email: string | null;
                                email_verified: boolean;
                                name: string | null;
                                phone: string | null;
                                country_code: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** @description When the customer closed the account (personal data erased); null while open */
                                closed_at: string | null;
                            }[];
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
    "/api/staff/admin/v1/customers/{customer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer at a glance: profile, wallets and their ledger, recent orders, parcels, payments, invoices, disputes, claims, notes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customer_id: number;
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
                            data: {
                                customer: {
                                    id: number;
                                    suite_code: string;
                                    email: string | null;
                                    email_verified: boolean;
                                    name: string | null;
                                    phone: string | null;
                                    country_code: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** @description When the customer closed the account (personal data erased); null while open */
                                    closed_at: string | null;
                                };
                                wallets: components["schemas"]["WalletBalance"][];
                                orders: {
                                    data: components["schemas"]["BuyProduct"][];
                                    total: number;
                                };
                                parcels: {
                                    data: components["schemas"]["ShipmentOrder"][];
                                    total: number;
                                };
                                payments: {
                                    data: components["schemas"]["Payment"][];
                                    total: number;
                                };
                                invoices: {
                                    data: components["schemas"]["Invoice"][];
                                    total: number;
                                };
                                /** @description The newest postings of each wallet: the ledger behind the balance */
                                wallet_transactions: {
                                    wallet_id: number;
                                    data: components["schemas"]["WalletTransaction"][];
                                    total: number;
                                }[];
                                disputes: {
                                    data: components["schemas"]["Dispute"][];
                                    total: number;
                                };
                                claims: {
                                    data: components["schemas"]["Claim"][];
                                    total: number;
                                };
                                notes: {
                                    id: number;
                                    author_email: string;
                                    text: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
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
    "/api/staff/admin/v1/customers/{customer_id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a note on the customer for other staff (kept, never edited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customer_id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
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
                                id: number;
                                author_email: string;
                                text: string;
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
    "/api/claims/admin/v1/disputes/{id}/photos/{asset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo (or video) the customer attached to a dispute */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    asset_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The upload’s bytes, with the type found at upload */
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
    "/api/claims/admin/v1/claims/{id}/photos/{asset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo (or video) the customer attached to a claim */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    asset_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The upload’s bytes, with the type found at upload */
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
    "/api/rfq/admin/v1/requests/{id}/images/{asset_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo (or video) the customer attached to a request for quotation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    asset_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The upload’s bytes, with the type found at upload */
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
    "/api/staff/admin/v1/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The work queues the caller may work, with how many wait and since when */
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
                                /** @description parcels_awaiting_arrival, orders_to_purchase, bank_transfers, … */
                                queue: string;
                                /** @description What working this queue needs */
                                permission: string;
                                count: number;
                                /** @description When the oldest waiting item came in */
                                oldest_at: string | null;
                            }[];
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
    "/api/staff/admin/v1/queues/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders and parcels started and revenue settled per day (UTC), oldest day first */
        get: {
            parameters: {
                query?: {
                    days?: number;
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
                            data: {
                                /** Format: date */
                                day: string;
                                /** @description Buy-and-Ship orders placed that day (UTC) */
                                orders: number;
                                /** @description Parcels started that day (UTC) */
                                parcels: number;
                                /** @description Invoices settled that day, by service and currency */
                                revenue: {
                                    /** @enum {string} */
                                    service: "buy-and-ship" | "ship-for-me";
                                    paid: components["schemas"]["Money"];
                                }[];
                            }[];
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
