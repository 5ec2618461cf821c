/** The success envelope `{ success: true, data }` that every JSON route answers with. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
