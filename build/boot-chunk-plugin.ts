import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The site's code (all ui/boot.tsx imports statically, minus what the entry already carries)
 * as one chunk. Split by sharing, it was ~45 small chunks: as many preload links appended, requests
 * and module compilations, each a task of its own on a phone's main thread before the page answers.
 * Pages and flows that load later import from it; it is on every page anyway.
 */
export function bootChunk(root: string, entry: string, boot: string) {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'queseguro:boot-chunk',
    apply: 'build',
    buildEnd() {
      members.clear();
      const closure = (from: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entryId = resolve(root, entry);
      const bootId = resolve(root, boot);
      // The prerender's build has neither: nothing is grouped there.
      if (!this.getModuleInfo(entryId) || !this.getModuleInfo(bootId)) return;
      const carried = closure(entryId);
      // ui/boot.tsx stays the chunk main.tsx imports (the manifest names it); it imports this one.
      for (const id of closure(bootId)) if (!carried.has(id) && id !== bootId) members.add(id);
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
}
