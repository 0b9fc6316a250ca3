// The sample backend for tests and tools; the Vite plugin and the browser worker are imported by path.
export { createSampleBackend, type SampleBackend, type SampleBackendOptions } from './handlers';
export { FaultRegistry, FaultRule, FaultKind, FAULT_HEADER } from './faults';
export { memoryLeadsStore, type LeadsStore } from './leads-store';
export { priceForProfile } from './pricing';
export { startSampleWorkerIfStatic, wantsSampleWorker } from './static-build';
