// Keyboard entry of the result form: Enter moves on as on a paper form.

/** The field after `from` in the order Tab would take (one stop per group of segmented answers). */
export function focusNextField(form: HTMLFormElement | null, from: HTMLElement) {
  if (!form) return;
  const seenGroups = new Set<string>();
  const stops = [...form.querySelectorAll<HTMLElement>('input, textarea, button, select')].filter((element) => {
    if ((element as HTMLInputElement).disabled || element.tabIndex < 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (seenGroups.has(element.name)) return false;
      const group = [
        ...form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
      ];
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (stop !== element) return false;
      seenGroups.add(element.name);
    }
    return true;
  });
  const index = stops.indexOf(from);
  stops[index + 1]?.focus();
}
