function remember(res) {
  localStorage.theme = res.data.theme;
  sessionStorage['lastPage'] = location.pathname;
  const token = localStorage.token;
}
