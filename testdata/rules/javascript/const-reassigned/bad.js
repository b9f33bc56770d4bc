import config from './config';
import { retries } from './settings';

const limit = 10;
limit = 20; // want "const-reassigned"

function next() {
  const count = 0;
  count++; // want "const-reassigned"
  return count;
}

config = { debug: true }; // want "const-reassigned"
retries += 1; // want "const-reassigned"
