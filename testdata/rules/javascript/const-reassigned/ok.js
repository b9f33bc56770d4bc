import config from './config';

let limit = 10;
limit = 20;

function next() {
  let count = 0;
  count++;
  const copy = { ...config };
  copy.debug = true;
  return count + copy.retries;
}

function shadow() {
  const limit2 = 1;
  {
    let limit2 = 2;
    limit2 = 3;
    return limit2;
  }
}
