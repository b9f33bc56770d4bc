let mode = 'dark' as 'dark'; // want "javascript/prefer-as-const"
const retries = { count: 3 as 3 }; // want "javascript/prefer-as-const"
let limit: 10 = 10; // want "javascript/prefer-as-const"
const kind: 'user' = 'user'; // want "javascript/prefer-as-const"
class Service {
  readonly name: 'auth' = 'auth'; // want "javascript/prefer-as-const"
}
