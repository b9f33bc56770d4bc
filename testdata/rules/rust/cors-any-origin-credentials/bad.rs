fn cors() -> Cors {
    Cors::default()
        .allow_any_origin() // want "rust/cors-any-origin-credentials"
        .supports_credentials()
}
fn layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request()) // want "rust/cors-any-origin-credentials"
        .allow_credentials(true)
}
