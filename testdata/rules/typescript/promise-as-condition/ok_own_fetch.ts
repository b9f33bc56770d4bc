import { fetch } from './cache';

// fetch here is the project's cache lookup, which returns the value itself
export function cached(key: string) {
  if (fetch(key)) {
    return fetch(key);
  }
  return null;
}
