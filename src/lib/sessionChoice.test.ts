import { describe, expect, it } from 'vitest';
import { offeredSession } from './sessionChoice';
import type { SessionSeats } from './webinarApi';

const WEEK = 7 * 24 * 3_600_000;
const session = (week: number, seatsLeft: number | null): SessionSeats => ({
  startsAt: Date.UTC(2026, 2, 5, 19) + week * WEEK,
  seats: 200,
  seatsLeft,
  registrationCount: seatsLeft === null ? null : 200 - seatsLeft,
});

describe('offeredSession', () => {
  it('offers the coming session while it has seats', () => {
    const sessions = [session(0, 12), session(1, 200)];
    expect(offeredSession(sessions, null)).toBe(sessions[0]);
  });

  it('offers the first session with a seat once the coming one is full', () => {
    const sessions = [session(0, 0), session(1, 0), session(2, 3)];
    expect(offeredSession(sessions, null)).toBe(sessions[2]);
  });

  it('keeps the visitor’s pick while it has seats, and moves on when it fills up', () => {
    const sessions = [session(0, 0), session(1, 5), session(2, 9)];
    expect(offeredSession(sessions, sessions[2]!.startsAt)).toBe(sessions[2]);
    const later = [session(0, 0), session(1, 5), session(2, 0)];
    expect(offeredSession(later, sessions[2]!.startsAt)).toBe(later[1]);
  });

  it('counts seats not known yet as free, and offers nothing when every session is full', () => {
    expect(offeredSession([session(0, null)], null)?.seatsLeft).toBeNull();
    expect(offeredSession([session(0, 0), session(1, 0)], null)).toBeNull();
  });
});
