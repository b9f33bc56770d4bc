let config = URLSessionConfiguration.default
config.tlsMinimumSupportedProtocolVersion = .TLSv12
