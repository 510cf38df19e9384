/** `make` run once per key (an object), its result kept for as long as the key lives. */
export function oncePer<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Value;
  };
}
