import { describe, expect, it } from 'vitest';
import { ufValueSource } from '../../core/app/uf-flow';
import { fail, ok, type ApiResult } from '../../core/domain/api';
import type { Uf } from '../../core/domain/api/reference';

const answering = (result: ApiResult<Uf>) => {
  const asked: number[] = [];
  return { asked, api: { uf: () => (asked.push(1), Promise.resolve(result)) } };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the day’s UF value (§7 /api/globales/uf, §9 default 39214.8)', () => {
  it('is 39214.8 until the answer, then the value the API gives; asked once, when a price first shows', async () => {
    const { asked, api } = answering(ok({ value: 40_123.45, date: '2026-11-27' }));
    const uf = ufValueSource(api, { code: 'CL' });
    expect(uf.value()).toBe(39_214.8);
    expect(asked).toHaveLength(0);
    let told = 0;
    uf.subscribe(() => (told += 1));
    uf.subscribe(() => {});
    await settle();
    expect(uf.value()).toBe(40_123.45);
    expect(told).toBe(1);
    expect(asked).toHaveLength(1);
  });

  it('stays 39214.8 when the call fails', async () => {
    const uf = ufValueSource(answering(fail({ call: 'uf', kind: 'network' } as never)).api, { code: 'CL' });
    uf.subscribe(() => {});
    await settle();
    expect(uf.value()).toBe(39_214.8);
  });

  it('is never asked on the sites without UF prices', async () => {
    const { asked, api } = answering(ok({ value: 40_000, date: '2026-11-27' }));
    ufValueSource(api, { code: 'PE' }).subscribe(() => {});
    await settle();
    expect(asked).toHaveLength(0);
  });
});
