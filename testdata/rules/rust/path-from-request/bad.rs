use actix_web::{get, web, HttpResponse};
use axum::extract::Path;
use std::path::PathBuf;

#[get("/files/{name}")]
async fn download(name: web::Path<String>) -> HttpResponse {
    let path = PathBuf::from("/srv/uploads").join(name.into_inner());
    match std::fs::read(&path) { // want "rust/path-from-request"
        Ok(bytes) => HttpResponse::Ok().body(bytes),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

async fn avatar(Path(user): Path<String>) -> Vec<u8> {
    let file = format!("/var/avatars/{}.png", user);
    std::fs::read(file).unwrap_or_default() // want "rust/path-from-request"
}
