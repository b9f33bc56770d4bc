use axum::response::Html;

async fn hello(name: String) -> Html<String> {
    Html(format!("<h1>Hello, {}!</h1>", html_escape::encode_text(&name)))
}

async fn page() -> Html<&'static str> {
    Html("<h1>Hello</h1>")
}
