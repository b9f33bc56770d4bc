use actix_web::cookie::{Cookie, SameSite};

fn session_cookie(id: String) -> Cookie<'static> {
    Cookie::build("session", id)
        .secure(false) // want "rust/cookie-insecure"
        .http_only(false) // want "rust/cookie-insecure"
        .same_site(SameSite::Lax)
        .finish()
}
