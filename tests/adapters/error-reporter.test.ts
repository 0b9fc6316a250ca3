import { describe, expect, it } from 'vitest';
import { createErrorReporter } from '../../core/adapters/error-reporting/live-reporter';

function setup(perMinute = 20) {
  const sent: { url: string; body: { dropped: number; reports: Record<string, unknown>[] } }[] = [];
  const timers: (() => void)[] = [];
  let now = 1_000_000;
  const reporter = createErrorReporter({
    endpoint: '/__sample/errors',
    send: async (url, body) => sent.push({ url, body: JSON.parse(body) as (typeof sent)[number]['body'] }),
    now: () => now,
    schedule: (run) => timers.push(run),
    page: () => '/Comparar/Medicina-Prepagada?perfil=eyJjb3RpemFudGUiOlt7ImVkYWQiOjM0fV19',
    version: 'abc1234',
    perMinute,
  });
  const fire = () => timers.splice(0).forEach((run) => run());
  return { sent, reporter, fire, tick: (ms: number) => (now += ms) };
}

describe('the live error reporter', () => {
  it('sends reports in one batch to the endpoint, without the page query', () => {
    const { sent, reporter, fire } = setup();
    reporter({ kind: 'uncaught', message: 'TypeError: x is undefined' });
    reporter({
      kind: 'call-failed',
      message: 'compare failed: http 500',
      detail: { call: 'compare', status: 500 },
    });
    expect(sent).toHaveLength(0);
    fire();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/__sample/errors');
    expect(sent[0]?.body.reports.map((report) => report['kind'])).toEqual(['uncaught', 'call-failed']);
    expect(sent[0]?.body.reports[0]?.['page']).toBe('/Comparar/Medicina-Prepagada');
  });

  it('strips e-mail, phone, ID and health fields before anything leaves', () => {
    const { sent, reporter, fire } = setup();
    reporter({
      kind: 'call-failed',
      message: 'sendContact failed for ana@correo.co, 3001234567, CC 52123456',
      detail: {
        call: 'sendContact',
        email: 'ana@correo.co',
        telefono: '3001234567',
        cedula: '52123456',
        enfermedades: 'asma',
        edad: 34,
      },
    });
    fire();
    const text = JSON.stringify(sent[0]?.body);
    for (const secret of ['ana@correo.co', '3001234567', '52123456', 'asma'])
      expect(text).not.toContain(secret);
    for (const field of ['email', 'telefono', 'cedula', 'enfermedades', 'edad'])
      expect(text).not.toContain(`"${field}"`);
    expect(text).toContain('sendContact');
  });

  it('sends at most 20 a minute and says how many it left out', () => {
    const { sent, reporter, fire, tick } = setup();
    for (let i = 0; i < 50; i += 1) reporter({ kind: 'uncaught', message: `error ${i}` });
    fire();
    expect(sent[0]?.body.reports).toHaveLength(20);
    expect(sent[0]?.body.dropped).toBe(30);
    reporter({ kind: 'uncaught', message: 'still this minute' });
    tick(61_000);
    reporter({ kind: 'uncaught', message: 'a minute later' });
    fire();
    expect(sent[1]?.body.dropped).toBe(1);
    expect(sent[1]?.body.reports.map((report) => report['message'])).toEqual(['a minute later']);
  });
});
