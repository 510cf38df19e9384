export interface ClockPort {
  now(): number;
}
