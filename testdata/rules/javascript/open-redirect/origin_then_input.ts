export function follow(): void {
  const next = new URLSearchParams(location.search).get('next')
  location.assign(`${location.origin}${next}`) // want "javascript/open-redirect"
}

export function go(prefix: string): void {
  location.assign(`${prefix}${location.pathname}`) // want "javascript/open-redirect"
}
