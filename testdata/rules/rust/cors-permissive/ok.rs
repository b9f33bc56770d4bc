use actix_cors::Cors;

fn cors() -> Cors {
    Cors::default().allowed_origin("https://app.example.com").allowed_methods(vec!["GET", "POST"])
}

fn layer() -> tower_http::cors::CorsLayer {
    tower_http::cors::CorsLayer::new().allow_origin("https://app.example.com".parse::<http::HeaderValue>().unwrap())
}
