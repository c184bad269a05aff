export * from './users';
export * from './auth';
export * from './creator-applications';
export * from './packs';
export * from './meta';
export * from './rate-limits';
export * from './engine';
export * from './access';
