/** The clock port: the only place the site reads the time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
