// Answers that read across modules and write nothing of their own (docs/architecture.md, "Reads").
export { trackRoutes } from './track.ts';
export { staffQueueRoutes } from './staff-queues.ts';
export { customerOverviewStaffRoutes } from './customer-overview.ts';
export { staffEvidenceRoutes } from './staff-evidence.ts';
export { customerDashboardRoutes } from './customer-dashboard.ts';
