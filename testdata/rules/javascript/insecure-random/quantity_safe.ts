// Seed data: how many sessions a day, with random variance. A number about
// sessions is not a session id.
export function getSessionCountForDay(baseCount: number, day: Date): number {
  const variance = 0.8 + Math.random() * 0.4;
  return Math.round(baseCount * variance * (day.getDay() === 0 ? 0.5 : 1));
}

export function tokenTtlWithJitter(baseSeconds: number): number {
  const tokenTtl = baseSeconds + Math.floor(Math.random() * 60);
  return tokenTtl;
}
