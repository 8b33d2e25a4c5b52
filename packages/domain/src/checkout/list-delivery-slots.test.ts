import { describe, expect, it } from 'vitest';
import type { Fulfilment, TimeSlot } from './delivery-rules';
import { AFTERNOON, MORNING, request, SAME_DAY, WEEKDAYS } from './delivery-test-fixtures';
import { keepOrPickSlot, listDeliveryTimeSlots } from './list-delivery-slots';

const slot = (start: string, end: string): TimeSlot => ({ start, end });

// Given out of order on purpose: the list comes back earliest first.
const FOUR_SLOTS: Fulfilment = {
  ...SAME_DAY,
  slots: [slot('14:00', '17:00'), slot('08:00', '10:00'), slot('11:00', '13:00'), slot('10:30', '12:00')],
};

describe('listDeliveryTimeSlots', () => {
  it.each([
    {
      name: 'same day ordered 08:00: nothing before 11:00',
      at: '2026-03-02T01:00:00Z', // Mon 08:00
      date: '2026-03-02',
      fulfilment: FOUR_SLOTS,
      want: [slot('11:00', '13:00'), slot('14:00', '17:00')],
    },
    {
      name: 'same day ordered 09:59: nothing before 12:59',
      at: '2026-03-02T02:59:00Z',
      date: '2026-03-02',
      fulfilment: FOUR_SLOTS,
      want: [slot('14:00', '17:00')],
    },
    {
      name: 'same day ordered 10:01: none',
      at: '2026-03-02T03:01:00Z',
      date: '2026-03-02',
      fulfilment: FOUR_SLOTS,
      want: [],
    },
    {
      name: 'tomorrow, ordered 10:01 with 24 h: from 10:01',
      at: '2026-03-02T03:01:00Z',
      date: '2026-03-03',
      fulfilment: FOUR_SLOTS,
      want: [slot('10:30', '12:00'), slot('11:00', '13:00'), slot('14:00', '17:00')],
    },
    {
      name: 'tomorrow, ordered 08:00 with 24 h: all, earliest first',
      at: '2026-03-02T01:00:00Z',
      date: '2026-03-03',
      fulfilment: FOUR_SLOTS,
      want: [slot('08:00', '10:00'), slot('10:30', '12:00'), slot('11:00', '13:00'), slot('14:00', '17:00')],
    },
    {
      name: 'tomorrow with 24 h, ordered 09:00: the afternoon only',
      at: '2026-03-02T02:00:00Z',
      date: '2026-03-03',
      fulfilment: { ...WEEKDAYS, hoursToDelivery: 24, slots: [MORNING, AFTERNOON] },
      want: [AFTERNOON],
    },
    { name: 'a holiday: none', at: '2026-04-28T02:00:00Z', date: '2026-04-30', fulfilment: FOUR_SLOTS, want: [] },
    {
      name: 'a Saturday for a Mon–Fri supplier: none',
      at: '2026-03-02T02:00:00Z',
      date: '2026-03-07',
      fulfilment: WEEKDAYS,
      want: [],
    },
    {
      name: 'beyond the horizon: none',
      at: '2026-03-02T02:00:00Z',
      date: '2026-06-01',
      fulfilment: WEEKDAYS,
      want: [],
    },
    {
      name: 'no slots: none to choose',
      at: '2026-03-02T02:00:00Z',
      date: '2026-03-03',
      fulfilment: { ...WEEKDAYS, slots: [] },
      want: [],
    },
  ])('$name', ({ at, date, fulfilment, want }) => {
    expect(listDeliveryTimeSlots({ ...request(at, fulfilment), date })).toEqual(want);
  });
});

describe('keepOrPickSlot', () => {
  const offered = [slot('08:00', '10:00'), slot('14:00', '17:00')];
  it.each([
    {
      name: 'keeps the chosen slot when still offered',
      chosen: slot('14:00', '17:00'),
      slots: offered,
      want: offered[1],
    },
    {
      name: 'takes the first when the chosen one is gone',
      chosen: slot('11:00', '13:00'),
      slots: offered,
      want: offered[0],
    },
    {
      name: 'same start, other end: not the same slot',
      chosen: slot('14:00', '16:00'),
      slots: offered,
      want: offered[0],
    },
    { name: 'takes the first when none was chosen', chosen: null, slots: offered, want: offered[0] },
    { name: 'none when none is offered', chosen: slot('08:00', '10:00'), slots: [], want: null },
    { name: 'none at all', chosen: undefined, slots: [], want: null },
  ])('$name', ({ chosen, slots, want }) => {
    expect(keepOrPickSlot(chosen, slots)).toBe(want);
  });
});
