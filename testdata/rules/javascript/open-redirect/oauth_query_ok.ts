// An OAuth2 authorization request: the provider's endpoint comes from the
// project's configuration, and what the page carries (the return path
// stored with the state) lands in the query string after "?", which
// cannot change the scheme or the host the browser goes to.
declare function storeOAuthState(provider: string, returnUrl: string): Promise<{ state: string; codeChallenge?: string }>

export async function linkAccount(oauth2Config: { authUrl: string; clientId: string }, redirectUri: string): Promise<void> {
  const returnUrl = `${window.location.pathname}${window.location.search}${window.location.hash}`
  const { state, codeChallenge } = await storeOAuthState('google', returnUrl)
  let authUrl = `${oauth2Config.authUrl}?client_id=${oauth2Config.clientId}&redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}`
  if (codeChallenge) {
    authUrl += `&code_challenge=${codeChallenge}&code_challenge_method=S256`
  }
  window.location.href = authUrl
}

export function anchor(base: string): void {
  const section = new URLSearchParams(location.search).get('section')
  location.assign(`${base}#${section}`)
}

export function follow(): void {
  const next = new URLSearchParams(location.search).get('next')
  location.assign(`${next}?ref=home`) // want "javascript/open-redirect"
}
