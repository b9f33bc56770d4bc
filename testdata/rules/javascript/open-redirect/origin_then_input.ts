export function follow(): void {
  const next = new URLSearchParams(location.search).get('next')
  location.assign(`${location.origin}${next}`) // want "javascript/open-redirect"
}
