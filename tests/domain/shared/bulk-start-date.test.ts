import { describe, expect, it } from 'vitest';
import { nextBulkStartDate, operationDayForMonth } from '../../../core/domain';

describe('nextBulkStartDate (§4)', () => {
  it('is the first of next month up to the operation day', () => {
    expect(nextBulkStartDate('2024-05-10', 15)).toBe('2024-06-01');
    expect(nextBulkStartDate('2024-05-15', 15)).toBe('2024-06-01');
  });
  it('adds two months past the operation day', () => {
    expect(nextBulkStartDate('2024-05-16', 15)).toBe('2024-07-01');
    expect(nextBulkStartDate('2024-12-20', 15)).toBe('2025-02-01');
    expect(nextBulkStartDate('2024-11-30', 20)).toBe('2025-01-01');
  });
  it('is null for an unreadable today', () => {
    expect(nextBulkStartDate('31/05/2024', 15)).toBeNull();
  });
  it("reads the operation day of a month from 'day-month' strings", () => {
    expect(operationDayForMonth(['20-1', '18-2', '15-3'], 2)).toBe(18);
    expect(operationDayForMonth(['20-1'], 4)).toBeNull();
  });
});
