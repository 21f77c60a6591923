export * from './accounts.ts';
export * from './activity.ts';
export * from './defineResource.ts';
export * from './users.ts';
