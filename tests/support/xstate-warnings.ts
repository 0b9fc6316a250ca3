/**
 * XState 5 (up to 5.33.3) warns "Custom actions should not call `assign()`/`sendTo()` directly" when a
 * custom action sends an event to ANOTHER actor and that actor's transition builds its own built-in
 * actions (enqueueActions, a spawned child's initial context): a known false positive of XState's
 * module-wide flag (statelyai/xstate#5343, fix proposed in #5528). The root's commands to its children
 * do exactly that. Only those warnings are dropped: the stack shows a transition being resolved
 * (macrostep, initial snapshot) between the custom action and the call; a custom action calling
 * assign() itself still warns.
 */
const SPURIOUS = /^Custom actions should not call `(assign|sendTo|raise|emit)\(\)` directly/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && SPURIOUS.test(args[0])) {
    const stack = new Error().stack ?? '';
    if (/macrostep|getInitialSnapshot|resolveEnqueueActions/.test(stack)) return;
  }
  warn(...args);
};
