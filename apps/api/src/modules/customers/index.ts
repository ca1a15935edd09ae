/** The customers module's public face: other modules and the app use nothing else from it. */
export { createCallerOf, type Caller } from './caller.ts';
export { createCurrentCustomer, type CurrentCustomer } from './current-customer.ts';
export {
  createCustomersRepository,
  type CustomerNoteRow,
  type CustomerRow,
  type CustomersRepository,
} from './repository.ts';
export { customersRoutes } from './routes.ts';
export { createCustomersService } from './service.ts';
export { customerIdOfSuiteCode, suiteCodeOf } from './suite-code.ts';
