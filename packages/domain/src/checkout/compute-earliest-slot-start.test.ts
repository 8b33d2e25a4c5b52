import { describe, expect, it } from 'vitest';
import { computeEarliestSlotStart } from './compute-earliest-slot-start';
import { request, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';

describe('computeEarliestSlotStart', () => {
  it.each([
    {
      name: 'same day: 3 hours after the order',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-02',
      fulfilment: SAME_DAY,
      want: '2026-03-02T04:00:00.000Z',
    },
    {
      name: 'same day ignores the 24 h',
      at: '2026-03-02T02:59:00Z',
      date: '2026-03-02',
      fulfilment: SAME_DAY,
      want: '2026-03-02T05:59:00.000Z',
    },
    {
      name: 'tomorrow: hours to delivery after the order',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-03',
      fulfilment: SAME_DAY,
      want: '2026-03-03T01:00:00.000Z',
    },
    {
      name: 'after the cut-off: from the next local midnight',
      at: '2026-03-02T10:00:00Z',
      date: '2026-03-04',
      fulfilment: WEEKDAYS,
      want: '2026-03-03T05:00:00.000Z',
    },
    {
      name: 'today without same-day: none',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-02',
      fulfilment: WEEKDAYS,
      want: null,
    },
    { name: 'yesterday: none', at: '2026-03-02T01:00:00Z', date: '2026-03-01', fulfilment: SAME_DAY, want: null },
  ])('$name', ({ at, date, fulfilment, want }) => {
    expect(computeEarliestSlotStart(date, request(at, fulfilment))?.toISOString() ?? null).toBe(want);
  });
});
