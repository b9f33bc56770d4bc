const options = {
  timeout: 1000,
  retries: 3,
  timeout: 5000, // want "javascript/duplicate-key"
};
const headers = {
  'Content-Type': 'application/json',
  'Content-Type': 'text/plain', // want "javascript/duplicate-key"
};
