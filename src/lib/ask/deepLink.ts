/**
 * The deep link `?ask=<question>`: any page opens the panel with it and asks at once. The parameter is read once
 * and removed from the address, so that reloading the page, or sharing its address, does not ask again.
 */

export const ASK_PARAM = 'ask';

/** The question of a query string and the query string without it; null when it has no `ask`. */
export function takeAskParam(search: string): { question: string; search: string } | null {
  const params = new URLSearchParams(search);
  const question = params.get(ASK_PARAM);
  if (question === null) return null;
  params.delete(ASK_PARAM);
  const rest = params.toString();
  return { question: question.trim(), search: rest === '' ? '' : `?${rest}` };
}
