import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadMoreIcons } from '#ds/display/Icon/drawings';
import { adminRows } from '#app/adminRoutes.ts';
import { addAdminRoutes } from '#app/routes.ts';

// The whole route table, as a signed-in session has it (the admin rows load apart in the app).
addAdminRoutes(adminRows);

// Every icon drawn at once, as in the signed-in shell (the lazy path has its own test).
await loadMoreIcons();

afterEach(() => {
  cleanup();
});
