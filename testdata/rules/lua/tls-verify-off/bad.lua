local http = require "resty.http"

local function fetch(url)
  local httpc = http.new()
  return httpc:request_uri(url, {
    method = "GET",
    ssl_verify = false, -- want "lua/tls-verify-off"
  })
end

local params = { mode = "client", protocol = "tlsv1_2", verify = "none" } -- want "lua/tls-verify-off"

return { fetch = fetch, params = params }
