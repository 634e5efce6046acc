export * from './vehicle';
