use actix_cors::Cors;
use actix_web::{App, HttpServer};

async fn serve() -> std::io::Result<()> {
    HttpServer::new(|| App::new().wrap(Cors::permissive())) // want "rust/cors-permissive"
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}

fn router() -> axum::Router {
    axum::Router::new().layer(tower_http::cors::CorsLayer::very_permissive()) // want "rust/cors-permissive"
}
