export * from './constants';
export * from './types';
export * from './engine';
export * from './selectors';
export * from './validate';
