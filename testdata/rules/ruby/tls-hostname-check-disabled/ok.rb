require "net/http"

def fetch_status(host)
  http = Net::HTTP.new(host, 443)
  http.use_ssl = true
  http.verify_hostname = true
  http.verify_mode = OpenSSL::SSL::VERIFY_PEER
  http.get("/status")
end

def context(check)
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.set_params(verify_hostname: check)
  ctx
end
