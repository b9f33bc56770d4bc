use actix_web::cookie::{Cookie, SameSite};

fn session_cookie(id: String) -> Cookie<'static> {
    Cookie::build("session", id).secure(true).http_only(true).same_site(SameSite::Lax).finish()
}

fn client(builder: reqwest::ClientBuilder) -> reqwest::ClientBuilder {
    builder.https_only(false)
}

fn theme(c: ThemeBuilder) -> Theme {
    c.secure(false).build()
}
