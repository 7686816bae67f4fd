import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';
import { markDatabaseError } from '../lib/dependency-errors.js';

/**
 * Runs `work` and marks what it throws as the database driver's (lib/dependency-errors.ts): only
 * then does an `ECONNREFUSED` count as the database being unreachable (503), since Redis or a
 * provider's socket throws the same code.
 */
async function marked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    markDatabaseError(error);
    throw error;
  }
}

/**
 * The connection with its queries marked. Everything else is the real connection's, bound to it:
 * the driver calls private members on the connections it is handed back (pg's release), which a
 * proxy as `this` would not have.
 */
function markedConnection(connection: DatabaseConnection): DatabaseConnection {
  return new Proxy(connection, {
    get(target, property) {
      if (property === 'executeQuery') {
        return <R>(...args: Parameters<DatabaseConnection['executeQuery']>) =>
          marked(() => target.executeQuery<R>(...args)) as Promise<QueryResult<R>>;
      }
      if (property === 'streamQuery') {
        return async function* <R>(...args: Parameters<DatabaseConnection['streamQuery']>) {
          try {
            yield* target.streamQuery<R>(...args);
          } catch (error) {
            markDatabaseError(error);
            throw error;
          }
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Every driver call marked; connections handed out as marked ones (one proxy per connection). */
function markedDriver(driver: Driver): Driver {
  const proxies = new WeakMap<DatabaseConnection, DatabaseConnection>();
  return new Proxy(driver, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (property === 'acquireConnection') {
        return async (...args: unknown[]) => {
          const connection = (await marked(() => method.apply(target, args))) as DatabaseConnection;
          let proxy = proxies.get(connection);
          if (!proxy) proxies.set(connection, (proxy = markedConnection(connection)));
          return proxy;
        };
      }
      return (...args: unknown[]) => marked(() => method.apply(target, args));
    },
  });
}

/** A dialect whose driver marks its errors; the rest (compiler, adapter, introspector) is the real one's. */
export function markedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => markedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
    createIntrospector: (db: Kysely<any>) => dialect.createIntrospector(db),
  };
}
