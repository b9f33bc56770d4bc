export function load(url) {
  if (!url) {
    return Promise.reject(new Error('no url'));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject(new Error(`request failed: ${xhr.status}`));
    log('loading');
    xhr.open('GET', url);
    xhr.send();
  });
}
export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
