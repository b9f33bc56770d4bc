require "openssl"
require "net/http"

def context
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.verify_mode = OpenSSL::SSL::VERIFY_PEER
  ctx.verify_callback = ->(_preverify_ok, _store) { true } # want "ruby/tls-verify-callback-accepts-all"
  ctx
end

def client(uri)
  http = Net::HTTP.new(uri.host, uri.port)
  http.use_ssl = true
  http.verify_callback = proc do |_ok, _store| # want "ruby/tls-verify-callback-accepts-all"
    true
  end
  http
end

def start(uri)
  Net::HTTP.start(uri.host, uri.port, use_ssl: true, verify_callback: lambda { |_ok, _store| true }) # want "ruby/tls-verify-callback-accepts-all"
end
