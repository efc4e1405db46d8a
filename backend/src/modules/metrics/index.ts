/** Prometheus metrics; the module is global, so others inject the service without importing it. */
export { MetricsService } from './metrics.service.js';
