/**
 * Look-ups by key that share statements under a crowd: a key asked while `inFlight` statements are
 * already running waits for one to end, and everything asked meanwhile goes in the next statement
 * (at most `maxKeys`). A lone request is sent at once, so it waits for nothing; 500 requests at once
 * cost a few statements instead of 500 (issue 14, decision 026). Each answer comes from a statement
 * sent after its key was asked, so nothing is ever answered from an older read.
 */
export function batchedLookup<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  options: { inFlight: number; maxKeys: number },
): (key: K) => Promise<V | undefined> {
  const waiting = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>();
  let running = 0;

  const send = async () => {
    const keys = [...waiting.keys()].slice(0, options.maxKeys);
    const callers = keys.map((key) => {
      const ofKey = waiting.get(key) ?? [];
      waiting.delete(key);
      return ofKey;
    });
    running++;
    try {
      const found = await load(keys);
      keys.forEach((key, index) => {
        for (const caller of callers[index] ?? []) caller.resolve(found.get(key));
      });
    } catch (error) {
      for (const ofKey of callers) for (const caller of ofKey) caller.reject(error);
    } finally {
      running--;
      if (waiting.size > 0) void send();
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      const ofKey = waiting.get(key);
      if (ofKey) ofKey.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (running < options.inFlight) void send();
    });
}
