/** The empty shell scripts/prerender.mjs keeps for addresses that have no page of their own. */
export const SHELL_FILE = '__shell.html';
