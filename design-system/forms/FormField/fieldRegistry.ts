import { useSyncExternalStore } from 'react';

/** A field the error summary can list: its form value name, control id and label. */
export type RegisteredField = { name: string; id: string; label: string };

export type FieldRegistrySnapshot = {
  /** The fields mounted in the form, in page order. */
  fields: readonly RegisteredField[];
  /** How many times the form was submitted, valid or not. */
  submitAttempts: number;
};

type Registry = {
  entries: Map<string, RegisteredField>;
  snapshot: FieldRegistrySnapshot;
  listeners: Set<() => void>;
  attemptPending: boolean;
};

/**
 * One registry per final-form instance, kept beside it rather than in a React provider, so
 * that any `<Form>` works with the error summary without extra wiring.
 */
const registries = new WeakMap<object, Registry>();

const emptySnapshot: FieldRegistrySnapshot = { fields: [], submitAttempts: 0 };

function registryOf(form: object): Registry {
  let registry = registries.get(form);
  if (!registry) {
    registry = {
      entries: new Map(),
      snapshot: emptySnapshot,
      listeners: new Set(),
      attemptPending: false,
    };
    registries.set(form, registry);
  }
  return registry;
}

/** Orders fields as they appear on the page (registration order for those not in it). */
function inPageOrder(fields: RegisteredField[]): RegisteredField[] {
  if (typeof document === 'undefined') return fields;
  return fields
    .map((field, index) => ({ field, index, element: document.getElementById(field.id) }))
    .sort((a, b) => {
      if (!a.element || !b.element || a.element === b.element) return a.index - b.index;
      return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING
        ? -1
        : 1;
    })
    .map(({ field }) => field);
}

function publish(registry: Registry, submitAttempts = registry.snapshot.submitAttempts) {
  registry.snapshot = { fields: inPageOrder([...registry.entries.values()]), submitAttempts };
  for (const listener of registry.listeners) listener();
}

/** Adds a field; returns the function that removes it. */
export function registerField(form: object, field: RegisteredField): () => void {
  const registry = registryOf(form);
  registry.entries.set(field.id, field);
  publish(registry);
  return () => {
    if (registry.entries.get(field.id) === field) {
      registry.entries.delete(field.id);
      publish(registry);
    }
  };
}

/**
 * Counts a submit attempt. final-form calls every field's `beforeSubmit` on each attempt, so
 * the calls of one attempt are folded into one count, published once the submit has run.
 */
export function noteSubmitAttempt(form: object) {
  const registry = registryOf(form);
  if (registry.attemptPending) return;
  registry.attemptPending = true;
  queueMicrotask(() => {
    registry.attemptPending = false;
    publish(registry, registry.snapshot.submitAttempts + 1);
  });
}

/** The registered fields and submit attempts of a form, kept up to date. */
export function useFieldRegistry(form: object): FieldRegistrySnapshot {
  const registry = registryOf(form);
  return useSyncExternalStore(
    (listener) => {
      registry.listeners.add(listener);
      return () => registry.listeners.delete(listener);
    },
    () => registry.snapshot,
    () => registry.snapshot,
  );
}
