// The boot camp feature's part of the app's shared tables (decision 060): its screen loader
// (app/shellLoaders.ts) and its cached read and what its writes change
// (app/query/invalidations.ts). Its route row and menu places are the content feature's.
export { bootcampLoaders } from './loaders';
export { bootcampQueries, bootcampInvalidations } from './invalidations';
