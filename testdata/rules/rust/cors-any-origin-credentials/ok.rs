fn cors() -> Cors {
    Cors::default()
        .allowed_origin("https://app.example.com")
        .supports_credentials()
}
fn public() -> Cors {
    Cors::default().allow_any_origin().allowed_methods(vec!["GET"])
}
