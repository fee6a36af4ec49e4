// The engine's tsconfig carries neither DOM nor Node types (it runs in both): tests print their measured
// figures through this one declaration.
declare const console: { log(message: string): void };

/** Prints a figure a test measured (worst error, timing) beside the test's name. */
export function report(message: string): void {
  console.log(message);
}
