def fingerprint(data, key)
  a = Digest::SHA256.hexdigest(data)
  b = OpenSSL::HMAC.hexdigest("SHA256", key, data)
  c = OpenSSL::Digest.new("SHA256")
  [a, b, c]
end
