def fingerprint(data)
  a = Digest::MD5.hexdigest(data) # want "ruby/weak-hash"
  b = OpenSSL::Digest::SHA1.digest(data) # want "ruby/weak-hash"
  c = OpenSSL::Digest.new("MD5") # want "ruby/weak-hash"
  [a, b, c]
end
