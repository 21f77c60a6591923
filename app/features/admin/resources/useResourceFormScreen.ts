import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceDefinition } from '#contract/resources';
import { useToast } from '#ds/feedback/Toast';
import { formatMoney } from '#ds/display/MoneyAmount';
import { isLocale, localeNames, useLocale, useT, type MessageKey, type Translate } from '#ds/i18n';
import type {
  ResourceFormError,
  ResourceFormField,
  ResourceFormScreenProps,
  ResourceFormValues,
} from '#screens/admin/ResourceFormScreen';
import { useDateFormat, useNumberFormat } from '#screens/shared/formatDate';
import type { FieldErrors, ScreenMessage } from '#screens/shared/messages';
import { errorCode, fieldErrors } from '#app/api';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { screenStateOf, type QueryState } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import { tKey, valueLabelsOf } from './columns';
import { displayOf, fieldLabelKey, fieldsOf, formFieldNames, shapeOf } from './describe';
import { formValuesOf, payloadOf } from './formValues';
import { resourcesByName } from './registry';
import type { ResourceRoutes } from './useResourceListScreen';

/** How many records a reference menu offers (the largest page a list answers). */
const REFERENCE_LIMIT = 100;

/** A locale key if the language has it, else the fallback (`t` answers a missing key with itself). */
function keyOr(t: Translate, key: string, fallback: MessageKey): ScreenMessage {
  return t(key as MessageKey) === key ? fallback : (key as MessageKey);
}

/**
 * The server's refusal as messages of ours: a taken unique value (409 with the field) reads
 * `resources.<name>.<field>Taken`, another refused field `resources.<name>.errors.<field>`,
 * each with a general text when the resource has none of its own.
 */
export function saveErrorOf(
  t: Translate,
  definition: ResourceDefinition,
  error: unknown,
): ResourceFormError {
  const fields = fieldErrors(error);
  const code = errorCode(error);
  const names = Object.keys(fields);
  if ((code === 'validation_failed' || code === 'conflict') && names.length > 0) {
    const errors: FieldErrors<string> = {};
    for (const name of names) {
      errors[name] =
        code === 'conflict'
          ? keyOr(t, `resources.${definition.name}.${name}Taken`, 'adminResources.taken')
          : keyOr(t, `resources.${definition.name}.errors.${name}`, 'adminResources.invalid');
    }
    return { fieldErrors: errors };
  }
  if (code === 'forbidden') return { formError: 'adminResources.forbidden' };
  if (code === 'not_found') return { formError: 'adminResources.gone' };
  return { formError: 'common.somethingWentWrong' };
}

/** Why the server refused a delete: its 409 (an account with users), or a general text. */
export function deleteErrorOf(
  t: Translate,
  definition: ResourceDefinition,
  error: unknown,
): ScreenMessage {
  switch (errorCode(error)) {
    case 'conflict':
      return keyOr(t, `resources.${definition.name}.deleteRefused`, 'adminResources.deleteRefused');
    case 'forbidden':
      return 'adminResources.forbidden';
    case 'not_found':
      return 'adminResources.gone';
    default:
      return 'common.somethingWentWrong';
  }
}

export type ResourceFormOptions = {
  routes: ResourceRoutes;
  /** The record's id on its page; null on the create form. */
  id: number | null;
};

export type ResourceFormScreenState = ResourceFormScreenProps & {
  /** The record, once loaded (for what a page shows beside the form). */
  record: Record<string, unknown> | undefined;
};

/**
 * Any resource's create form, or a record's page (edit and delete). Fields come from the
 * create or update struct and the definition's display hints; a reference field (a user's
 * account) is a menu of the other resource's records; `?<field>=` in the URL presets a field
 * of the create form (`/admin/user/create?account_id=3`).
 */
export function useResourceFormScreen(
  definition: ResourceDefinition,
  { routes, id }: ResourceFormOptions,
): ResourceFormScreenState {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const navigate = useNavigate();
  const toast = useToast();
  const { search } = useLocation();
  const dates = useDateFormat();
  const number = useNumberFormat();
  const queries = resourceQueries(definition);
  const editing = id !== null;
  const display = displayOf(definition);
  const struct = editing ? definition.update : definition.create;
  const names = formFieldNames(definition, struct);
  const required = fieldsOf(definition.create);

  const record = useQuery({ ...queries.get(id ?? 0), enabled: editing });
  const referenceEntries = Object.entries(display.references).filter(([name]) =>
    names.includes(name),
  );
  const references = useQueries({
    queries: referenceEntries.map(([, reference]) => {
      const target = resourcesByName[reference?.resource ?? ''];
      if (!target) throw new Error(`${definition.name}: no resource ${reference?.resource}`);
      const sortable = target.sorts.includes(reference?.labelField ?? '');
      const within = reference?.within;
      const shared = within ? (record.data as Record<string, unknown> | undefined)?.[within] : null;
      return {
        ...resourceQueries(target).list({
          page: 1,
          page_size: REFERENCE_LIMIT,
          ...(sortable ? { sort: reference?.labelField, direction: 'asc' } : {}),
          ...(within ? { [within]: shared } : {}),
        } as ResourceListInput<ResourceDefinition>),
        // A list narrowed to the record's own value waits for the record.
        enabled: !within || shared !== undefined,
      };
    }),
  });

  const create = useMutation(queries.create());
  const update = useMutation(queries.update());
  const remove = useMutation(queries.remove());

  // Moments are typed in the browser's time zone; their hints name it.
  const zone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  const fields: ResourceFormField[] = names.map((name) => {
    const shape = shapeOf(fieldsOf(struct)[name]!, name);
    const requiredHere = required[name] ? shapeOf(required[name]).required : false;
    const label = tKey(t, fieldLabelKey(definition, name));
    const hintKey = `resources.${definition.name}.hints.${name}`;
    const generalHint =
      shape.kind === 'money'
        ? t('adminResources.moneyHint')
        : shape.kind === 'date'
          ? t('adminResources.timeHint', zone)
          : undefined;
    const hint = t(hintKey as MessageKey) === hintKey ? generalHint : tKey(t, hintKey, zone);
    const base = { name, label, hint, required: requiredHere && !shape.nullable };
    const referenceIndex = referenceEntries.findIndex(([field]) => field === name);
    if (referenceIndex >= 0) {
      const reference = referenceEntries[referenceIndex]![1]!;
      const items = (references[referenceIndex]?.data?.items ?? []) as Record<string, unknown>[];
      return {
        ...base,
        kind: 'select',
        options: items.map((item) => ({
          value: String(item.id),
          label: String(item[reference.labelField] ?? item.id),
        })),
      };
    }
    if (display.languageFields.includes(name)) {
      // Each language in its own name, as the language switcher shows it.
      return {
        ...base,
        kind: 'select',
        options: shape.values.filter(isLocale).map((value) => ({
          value,
          label: localeNames[value],
          lang: value,
        })),
      };
    }
    switch (shape.kind) {
      case 'enum':
      case 'enums': {
        const labels = valueLabelsOf(t, definition, name, shape.values) ?? {};
        return {
          ...base,
          kind: shape.kind === 'enum' ? 'select' : 'choices',
          options: shape.values.map((value) => ({ value, label: labels[value] ?? value })),
        };
      }
      case 'email':
      case 'password':
      case 'boolean':
      case 'money':
        return { ...base, kind: shape.kind };
      case 'date':
        return { ...base, kind: 'datetime' };
      default:
        return { ...base, kind: 'text' };
    }
  });

  const query = new URLSearchParams(search);
  const presets = Object.fromEntries(
    names.flatMap((name) => {
      const value = query.get(name);
      return value ? [[name, value]] : [];
    }),
  );

  // A new record's language fields start as the language the admin is using.
  const languagePresets = Object.fromEntries(
    display.languageFields.filter((name) => names.includes(name)).map((name) => [name, locale]),
  );

  const data = record.data as Record<string, unknown> | undefined;
  const initialValues: ResourceFormValues = editing
    ? formValuesOf(names, struct, data ?? {})
    : { ...formValuesOf(names, struct, {}), ...languagePresets, ...presets };

  const titleOf = (source: Record<string, unknown>) =>
    display.titleFields
      .map((field) => source[field])
      .filter((part) => part !== null && part !== undefined && part !== '')
      .join(' ');
  const recordHref = (recordId: number) =>
    href(routes.record.name, { params: { [routes.record.param]: recordId } });
  const listHref = href(routes.list);
  const say = (key: string) => toast.show({ tone: 'success', title: tKey(t, key) });

  const onSubmit = async (values: ResourceFormValues): Promise<ResourceFormError | void> => {
    const payload = payloadOf(struct, values);
    try {
      if (editing) {
        await update.mutateAsync({ id, ...payload } as never);
        say(`resources.${definition.name}.saved`);
      } else {
        const created = (await create.mutateAsync(payload as never)) as unknown as { id: number };
        say(`resources.${definition.name}.created`);
        navigate(recordHref(created.id));
      }
    } catch (error) {
      const refusal = saveErrorOf(t, definition, error);
      if (refusal.formError) reportFailure(`Saving ${definition.name}`, error);
      return refusal;
    }
  };

  const onDelete = async (): Promise<ScreenMessage | void> => {
    try {
      await remove.mutateAsync({ id } as never);
      say(`resources.${definition.name}.deleted`);
      navigate(listHref);
    } catch (error) {
      const refusal = deleteErrorOf(t, definition, error);
      if (refusal === 'common.somethingWentWrong')
        reportFailure(`Deleting ${definition.name}`, error);
      return refusal;
    }
  };

  const factValue = (name: string, value: unknown): ReactNode => {
    const field = fieldsOf(definition.record)[name];
    if (value === null || value === undefined) return '—';
    const shape = field ? shapeOf(field, name) : null;
    if (shape?.kind === 'date') return dates.dateTime(String(value));
    if (shape?.kind === 'money') return formatMoney(Number(value), 'USD', locale);
    if (shape?.kind === 'integer') return number(Number(value));
    if (shape?.kind === 'enum')
      return valueLabelsOf(t, definition, name, shape.values)?.[String(value)] ?? String(value);
    return String(value);
  };

  const state = editing
    ? screenStateOf([record as QueryState, ...references])
    : screenStateOf(references);
  const name = data ? titleOf(data) : '';
  return {
    ...state,
    record: data,
    title: editing
      ? tKey(t, `resources.${definition.name}.editTitle`, { name })
      : tKey(t, `resources.${definition.name}.createTitle`),
    back: { label: t(`routes.${routes.list}` as MessageKey), href: listHref },
    fields,
    initialValues,
    submitLabel: editing ? t('common.save') : tKey(t, `resources.${definition.name}.create`),
    onSubmit,
    facts:
      editing && data
        ? display.facts.map((fact) => ({
            label: tKey(t, fieldLabelKey(definition, fact)),
            value: factValue(fact, data[fact]),
          }))
        : undefined,
    deleteAction:
      editing && definition.access.delete
        ? {
            label: tKey(t, `resources.${definition.name}.delete`),
            message: tKey(t, `resources.${definition.name}.deleteMessage`),
            onDelete,
          }
        : undefined,
  };
}
