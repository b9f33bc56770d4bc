// @ts-expect-error the fixture is deliberately malformed
const n: number = "3";
