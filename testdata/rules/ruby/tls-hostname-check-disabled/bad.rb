require "net/http"

def fetch_status(host)
  http = Net::HTTP.new(host, 443)
  http.use_ssl = true
  http.verify_hostname = false # want "ruby/tls-hostname-check-disabled"
  http.get("/status")
end

def context
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.set_params(verify_hostname: false) # want "ruby/tls-hostname-check-disabled"
  ctx
end
