import { Counter, type Registry } from 'prom-client';
import type { Dependency } from '../lib/dependency-errors.js';

export interface DependencyMetrics {
  /** A PostgreSQL connection of the pool was lost (db/connection.ts): once per connection. */
  poolErrors: { inc(): void };
  /** A request failed with 503 because a dependency did not answer (plugins/errors.ts). */
  requestFailures: { inc(labels: { dependency: Dependency }): void };
}

export function dependencyMetrics(registers: Registry[]): DependencyMetrics {
  const poolErrors = new Counter({
    name: 'waha_db_pool_errors_total',
    help: 'PostgreSQL connections of the pool lost (database restart, failover, network cut); the pool opens new ones',
    registers,
  });
  const requestFailures = new Counter({
    name: 'waha_dependency_errors_total',
    help: 'Requests answered 503 because a dependency (database, ...) did not answer, by dependency',
    labelNames: ['dependency'] as const,
    registers,
  });
  // At 0 from the start: an alert on increase() sees the first error.
  requestFailures.inc({ dependency: 'database' }, 0);
  return {
    poolErrors: { inc: () => poolErrors.inc() },
    requestFailures: { inc: (labels) => requestFailures.inc(labels) },
  };
}
