export function load(url: string): Promise<string> {
  if (!url) {
    return Promise.reject('no url'); // want "reject-with-non-error"
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject({ status: xhr.status }); // want "reject-with-non-error"
    xhr.open('GET', url);
    xhr.send();
  });
}
