let api = URL(string: "https://api.shop.io/v1/orders")
let dev = URL(string: "http://localhost:8080/v1/orders")
