let api = URL(string: "http://api.shop.io/v1/orders") // want "swift/plain-http-url"
