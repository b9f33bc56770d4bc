local http = require "resty.http"

local function fetch(url)
  local httpc = http.new()
  return httpc:request_uri(url, { method = "GET", ssl_verify = true })
end

local params = { mode = "client", protocol = "tlsv1_2", verify = "peer", cafile = "/etc/ssl/certs/ca.pem" }

return { fetch = fetch, params = params }
