let config = URLSessionConfiguration.default
config.tlsMinimumSupportedProtocolVersion = .TLSv10 // want "swift/insecure-tls-version"
config.tlsMinimumSupportedProtocol = SSLProtocol.tlsProtocol1 // want "swift/insecure-tls-version"
