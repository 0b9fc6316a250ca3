// The sample backend for tests and tools; the Vite plugin and the browser worker are imported by path.
export { createSampleBackend, type SampleBackendOptions } from './handlers';
export { FaultKind, FAULT_HEADER } from './faults';
export { memoryLeadsStore } from './leads-store';
