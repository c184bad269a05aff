export * from './users';
export * from './packs';
export * from './meta';
