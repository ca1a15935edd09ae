// The API's modules take the shared connection types from here; the code is in packages/db.
export { openDatabase, type Database, type DatabaseHandle, type Transaction } from '@crossport/db';
