function onLogin(res) {
  localStorage.setItem("theme", "dark");
  sessionStorage.setItem("lastPage", location.pathname);
}
