require "openssl"

def context(logger)
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.verify_mode = OpenSSL::SSL::VERIFY_PEER
  ctx.verify_callback = lambda do |preverify_ok, store|
    logger.warn("certificate rejected: #{store.error_string}") unless preverify_ok
    preverify_ok
  end
  ctx
end

def pinned(fingerprint)
  ctx = OpenSSL::SSL::SSLContext.new
  ctx.verify_callback = ->(ok, store) { ok && OpenSSL::Digest::SHA256.hexdigest(store.chain.first.to_der) == fingerprint }
  ctx
end
