DEFAULTS = {
  timeout: 5,
  retries: 3,
  open_timeout: 10,
}
