export * from './VideoNextStep';
