function onLogin(res) {
  localStorage.setItem("token", res.token); // want "javascript/token-in-web-storage"
  window.sessionStorage.setItem("refresh_token", res.refresh); // want "javascript/token-in-web-storage"
}
