export function go(path: string, reload = false): void {
  if (!path.startsWith('/#')) {
    path = `/#${path}`
  }
  path = path.substring(1, path.length)
  location.assign(`${location.origin}${location.pathname}${path}`)
}

export function back(): void {
  const next = new URLSearchParams(location.search).get('next')
  location.assign(`${location.origin}/${next}`)
}
