/** Name (§5): at least two letters; letters, accents, spaces and hyphens allowed. */
const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ\s-]+$/;

export function isValidName(value: string | null | undefined): boolean {
  const name = (value ?? '').trim();
  return NAME_PATTERN.test(name) && (name.match(/[A-Za-zÀ-ÖØ-öø-ÿ]/g) ?? []).length >= 2;
}
