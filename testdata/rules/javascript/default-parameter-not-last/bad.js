export function greet(greeting = 'Hello', name) { // want "default-parameter-not-last"
  return `${greeting}, ${name}`;
}
