import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerStandInRoles } from './partnerStandIn';

describe('the partner dashboard stand-in', () => {
  it('is shown by index.html to the roles the build rendered it for', () => {
    const indexHtml = readFileSync(join(process.cwd(), 'app/index.html'), 'utf8');
    expect(indexHtml).toContain(`auth.roles.join(' ') === '${partnerStandInRoles.join(' ')}'`);
  });
});
