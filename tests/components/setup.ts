// jsdom setup for component tests.
export {};
