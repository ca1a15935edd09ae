// Operations that span modules, as named steps (docs/architecture.md, "Workflows").
export { workflowRoutes } from './routes.ts';
export type { WorkflowServices } from './services.ts';
