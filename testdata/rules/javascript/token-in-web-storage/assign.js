function remember(res) {
  localStorage.token = res.data.token; // want "token-in-web-storage"
  window.sessionStorage['refresh_token'] = res.data.refresh; // want "token-in-web-storage"
}
