export * from './insurer-path';
