// The profile's rules: the schema, the perfil URL parameter, the server-defined form and its checks.
export * from './profile';
export { bytesToBase64 } from './base64';
export { normaliseKinship } from './profile-input';
export * from './perfil-param';
export { evaluateHideExpression, parseExpression } from './hide-expression';
export * from './profile-form-model';
export * from './profile-form-rules';
export * from './profile-texts';
export * from './profile-decider';
export * from './profile-submit';
export * from './profile-modal-texts';
export * from './validation-outcome';
