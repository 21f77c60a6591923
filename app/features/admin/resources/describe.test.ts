// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  accountsResource,
  activityResource,
  qrCodesResource,
  storeCouponsResource,
  storeOffersResource,
  storeProductsResource,
  usersResource,
} from '#contract';
import type { Translate } from '#ds/i18n';
import { columnsOf } from './columns';
import { displayOf, fieldsOf, formFieldNames, shapeOf } from './describe';
import { formValuesOf, payloadOf } from './formValues';
import { listInputOf, readListState, writeListState } from './listState';

describe('shapeOf', () => {
  it('reads each kind from the structs', () => {
    const create = fieldsOf(usersResource.create);
    expect(shapeOf(create.email!).kind).toBe('email');
    expect(shapeOf(create.password!)).toMatchObject({ kind: 'password', required: false });
    expect(shapeOf(create.roles!)).toMatchObject({ kind: 'enums', required: true });
    expect(shapeOf(create.roles!).values).toContain('evangelism');
    expect(shapeOf(create.state!)).toMatchObject({ kind: 'enum', required: false });
    expect(shapeOf(create.account_id!).kind).toBe('integer');
    expect(shapeOf(create.firstname!).kind).toBe('text');
    const record = fieldsOf(activityResource.record);
    expect(shapeOf(record.created_at!).kind).toBe('date');
    const offer = fieldsOf(storeOffersResource.create);
    expect(shapeOf(offer.sale_price_cents!, 'sale_price_cents').kind).toBe('money');
    const account = fieldsOf(accountsResource.update);
    expect(shapeOf(account.church_name!)).toMatchObject({ kind: 'text', nullable: true });
  });

  it('orders the form as the display asks, then the struct', () => {
    expect(formFieldNames(usersResource, usersResource.create)).toEqual([
      'email',
      'firstname',
      'lastname',
      'account_id',
      'roles',
      'state',
      'locale',
      'password',
    ]);
  });

  it("names the users' language field, whose values are the app's languages", () => {
    expect(displayOf(usersResource).languageFields).toEqual(['locale']);
    expect(shapeOf(fieldsOf(usersResource.create).locale!)).toMatchObject({
      kind: 'enum',
      required: false,
      values: ['en', 'es', 'fr', 'ko'],
    });
    expect(shapeOf(fieldsOf(usersResource.record).locale!).required).toBe(true);
    expect(displayOf(accountsResource).languageFields).toEqual([]);
  });
});

describe('list state in the URL', () => {
  it('round-trips and drops defaults', () => {
    const state = readListState(
      usersResource,
      new URLSearchParams('q=grace&sort=email&direction=asc&page=3&page_size=50&state=active'),
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'email',
      direction: 'asc',
      q: 'grace',
      filters: { state: 'active' },
    });
    expect(writeListState(usersResource, state).toString()).toBe(
      'q=grace&state=active&sort=email&direction=asc&page=3&page_size=50',
    );
    expect(
      writeListState(usersResource, readListState(usersResource, new URLSearchParams())).toString(),
    ).toBe('');
  });

  it('ignores what the definition does not know', () => {
    const state = readListState(
      usersResource,
      new URLSearchParams('sort=password&page=-2&page_size=7&state=gone&role=admin'),
    );
    expect(state).toMatchObject({ sort: 'created_at', direction: 'desc', page: 1, pageSize: 25 });
    expect(state.filters).toEqual({ role: 'admin' });
  });

  it('adds the filters a view fixes, ids as numbers', () => {
    const state = readListState(usersResource, new URLSearchParams('account_id=4'));
    expect(listInputOf(usersResource, state, { role: 'evangelism' })).toEqual({
      page: 1,
      page_size: 25,
      sort: 'created_at',
      direction: 'desc',
      account_id: 4,
      role: 'evangelism',
    });
  });
});

describe('form values', () => {
  it('sends ids as numbers, leaves out an empty password and nulls an emptied optional', () => {
    expect(
      payloadOf(usersResource.create, {
        email: 'a@b.co',
        firstname: 'A',
        lastname: 'B',
        account_id: '3',
        roles: ['evangelism'],
        state: 'active',
        password: '',
      }),
    ).toEqual({
      email: 'a@b.co',
      firstname: 'A',
      lastname: 'B',
      account_id: 3,
      roles: ['evangelism'],
      state: 'active',
    });
    expect(payloadOf(accountsResource.update, { church_phone: '', slug: 'x' })).toEqual({
      church_phone: null,
      slug: 'x',
    });
    expect(
      formValuesOf(['account_id', 'roles'], usersResource.update, {
        account_id: 2,
        roles: ['care'],
      }),
    ).toEqual({ account_id: '2', roles: ['care'] });
  });

  it('edits cents as an amount and an instant as local time, and sends them back unchanged', () => {
    const offer = { sale_price_cents: 6900, starts_at: '2026-12-01T08:30:00.000Z' };
    const values = formValuesOf(
      ['sale_price_cents', 'starts_at'],
      storeOffersResource.update,
      offer,
    );
    expect(values.sale_price_cents).toBe('69.00');
    expect(values.starts_at).toMatch(/^2026-1[12]-\d\dT\d\d:\d\d$/);
    expect(payloadOf(storeOffersResource.update, values)).toEqual(offer);
    expect(payloadOf(storeOffersResource.update, { sale_price_cents: '19,5' })).toEqual({
      sale_price_cents: 1950,
    });
    // A typed amount the form's check would refuse goes as typed: the server names the field.
    expect(payloadOf(storeOffersResource.update, { sale_price_cents: '1.999' })).toEqual({
      sale_price_cents: '1.999',
    });
    // An emptied end of a coupon means no end.
    expect(payloadOf(storeCouponsResource.update, { ends_at: '', amount_off_cents: '' })).toEqual({
      ends_at: null,
      amount_off_cents: null,
    });
  });
});

describe('columnsOf', () => {
  // Each key as its own text, so the test reads which key a column uses.
  const t = ((key: string) => key) as Translate;

  it('shows a yes-or-no field in words and counts as numbers', () => {
    const columns = Object.fromEntries(
      columnsOf(t, qrCodesResource).map((column) => [column.name, column]),
    );
    expect(columns.disabled).toMatchObject({
      kind: 'text',
      valueLabels: { true: 'common.yes', false: 'common.no' },
    });
    expect(columns.scans).toMatchObject({ kind: 'number', sortable: true });
    expect(columns.code).toMatchObject({ label: 'resources.qr_codes.fields.code' });
  });

  it('shows cents as money', () => {
    const price = columnsOf(t, storeProductsResource).find(({ name }) => name === 'price_cents');
    expect(price).toMatchObject({ kind: 'money' });
  });
});
