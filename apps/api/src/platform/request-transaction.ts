import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Transaction } from './database.ts';

interface Ambient {
  tx: Transaction;
  /** False once the transaction ended: work that outlives the request uses the pool again. */
  open: boolean;
}

const ambient = new AsyncLocalStorage<Ambient>();

/**
 * The database as every module sees it: inside `runInRequestTransaction` each call goes through
 * that request's transaction (a module's own `db.transaction(...)` becomes a savepoint in it);
 * anywhere else it is the pool, unchanged. This is what lets an idempotent request commit its
 * effect and its stored answer together without each module taking a transaction parameter.
 */
export function requestScopedDatabase(db: Database): Database {
  // Methods of the pool's handle are bound once, so the common path costs one lookup.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(db, {
    get(target, property) {
      const store = ambient.getStore();
      if (store?.open) {
        const value: unknown = Reflect.get(store.tx, property, store.tx);
        return typeof value === 'function' ? value.bind(store.tx) : value;
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      let method = bound.get(property);
      if (!method) bound.set(property, (method = value.bind(target)));
      return method;
    },
  });
}

/**
 * Runs `work` on the pool, outside the request's transaction: for what must commit on its own
 * whatever the request's outcome (settling a payment a gateway already captured). It must not
 * wait on rows the request's transaction has locked.
 */
export function withoutRequestTransaction<T>(work: () => T): T {
  return ambient.exit(work);
}

/** A transaction held open across a request's hooks, ended (committed or not) by its owner. */
export interface RequestTransaction {
  tx: Transaction;
  /** Commits (true) or rolls back (false); a failed COMMIT rejects. Safe to call once only. */
  end(commit: boolean): Promise<void>;
  /** Runs `work` (and everything it starts) with the modules' database inside this transaction. */
  run<T>(work: () => T): T;
}

const ROLLBACK = Symbol('rollback');

/** Opens a transaction on `db` (the pool's own handle) that stays open until `end` is called. */
export function openRequestTransaction(db: Database): Promise<RequestTransaction> {
  return new Promise((resolve, reject) => {
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((settle) => (decide = settle));
    const finished = db.transaction(async (tx) => {
      const store: Ambient = { tx, open: true };
      resolve({
        tx,
        run: (work) => ambient.run(store, work),
        async end(commit) {
          store.open = false;
          decide(commit);
          await finished.catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
        },
      });
      if (!(await decided)) throw ROLLBACK;
    });
    // BEGIN itself failed (no connection): the promise above was never resolved.
    finished.catch((error: unknown) => {
      if (error !== ROLLBACK) reject(error);
    });
  });
}
