-- Trigram matching for search suggestions and typo tolerance (a trusted extension since PG 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
