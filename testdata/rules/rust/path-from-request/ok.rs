use actix_web::{get, web, HttpResponse};
use axum::extract::Path;
use std::path::PathBuf;

#[get("/files/{name}")]
async fn download(name: web::Path<String>) -> HttpResponse {
    let file_name = match std::path::Path::new(name.as_str()).file_name() {
        Some(f) => f.to_owned(),
        None => return HttpResponse::BadRequest().finish(),
    };
    let path = PathBuf::from("/srv/uploads").join(file_name);
    match std::fs::read(&path) {
        Ok(bytes) => HttpResponse::Ok().body(bytes),
        Err(_) => HttpResponse::NotFound().finish(),
    }
}

async fn avatar(Path(id): Path<u64>) -> Vec<u8> {
    let base = PathBuf::from("/var/avatars");
    let config = base.join("default.png");
    std::fs::read(config).unwrap_or_default()
}

async fn report(Path(id): Path<u64>) -> Vec<u8> {
    let file = format!("/var/reports/{}.json", id);
    std::fs::read(file).unwrap_or_default()
}
