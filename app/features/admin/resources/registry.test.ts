// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resources } from '#contract/resources';
import { displayOf } from './describe';
import { resourcesByName } from './registry';

describe('the admin resources registry', () => {
  it("holds every resource another one's form picks from (a missing one breaks that form)", () => {
    const missing = Object.values(resources).flatMap((definition) =>
      Object.entries(displayOf(definition).references).flatMap(([field, reference]) =>
        reference && !resourcesByName[reference.resource]
          ? [`${definition.name}.${field} → ${reference.resource}`]
          : [],
      ),
    );
    expect(missing).toEqual([]);
  });
});
