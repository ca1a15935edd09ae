// The public face of the regions module: what workflows and the app may use.
export type { RegionsService } from './service.ts';
