/**
 * What a field keeps of what was typed (its digits, say), written back into the field. React DOM
 * puts a controlled field's value back itself when the state does not change; Preact leaves what
 * was typed on screen (decision 0053), where a dropped dash would also count against `maxLength`.
 */
export function keepInField(input: HTMLInputElement, text: string): string {
  if (input.value !== text) input.value = text;
  return text;
}
