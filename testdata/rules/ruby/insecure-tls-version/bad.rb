ctx = OpenSSL::SSL::SSLContext.new
ctx.ssl_version = :TLSv1 # want "ruby/insecure-tls-version"
ctx.min_version = OpenSSL::SSL::TLS1_1_VERSION # want "ruby/insecure-tls-version"
