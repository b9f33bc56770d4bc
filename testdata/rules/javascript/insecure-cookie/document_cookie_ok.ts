export function remember(token: string, theme: string) {
  document.cookie = `session=${token}; path=/; Secure; SameSite=Lax`;
  document.cookie = 'theme=' + theme + '; path=/';
  document.cookie = 'session=; max-age=0; path=/';
}
