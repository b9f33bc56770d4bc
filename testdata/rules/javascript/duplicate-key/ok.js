const options = {
  timeout: 1000,
  retries: 3,
  ...defaults,
  [key]: 1,
  [key]: 2,
};
const headers = {
  'Content-Type': 'application/json',
  'content-type': 'text/plain',
  Accept: '*/*',
};
