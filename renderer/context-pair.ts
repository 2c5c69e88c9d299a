import { getContext, hasContext, setContext } from 'svelte';

/**
 * A typed Svelte context as a create/use pair. `use` throws a message naming the provider when a component
 * is mounted outside it, instead of handing back `undefined` to fail later somewhere less obvious.
 */
export function contextPair<T>(name: string, provider: string): [create: (value: T) => T, use: () => T] {
  const key = Symbol(name);
  const create = (value: T): T => setContext(key, value);
  const use = (): T => {
    if (!hasContext(key)) throw new Error(`${name} is not available here: this component must be mounted inside ${provider}`);
    return getContext<T>(key);
  };
  return [create, use];
}
