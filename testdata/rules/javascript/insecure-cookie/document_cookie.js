export function remember(token) {
  document.cookie = 'session=' + token + '; path=/'; // want "insecure-cookie"
  document.cookie = `auth_token=${token}; max-age=3600`; // want "insecure-cookie"
}
