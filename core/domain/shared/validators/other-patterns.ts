/** Other patterns of §5. */
export const DIGITS_ONLY_PATTERN = /^\d+$/;
export const POSITIVE_DECIMAL_PATTERN = /^\d+(?:[.,]\d+)?$/;
export const ISO_DATE_MILLIS_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const COUNTRY_CODE_PATTERN = /^\+\d+$/;
export const ALPHANUMERIC_SINGLE_SPACES_PATTERN = /^[A-Za-z0-9À-ÖØ-öø-ÿ]+(?: [A-Za-z0-9À-ÖØ-öø-ÿ]+)*$/;
