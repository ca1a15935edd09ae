/** The HS codes (customs nomenclature) module's public face: nothing else of it is used outside. */
export { loadHsCodes } from './loader.ts';
export { createHsCodesRepository } from './repository.ts';
export { hsCodesRoutes } from './routes.ts';
export { createHsCodesService, type HsCodesService } from './service.ts';
export { dutyAndTax, dutyRateFor } from './duty-rates.ts';
