export * from './email';
export * from './hex-color';
export * from './id-number';
export * from './password';
export * from './phone';
export * from './rut';
