use axum::{extract::Query, response::Html};

async fn hello(Query(p): Query<Params>) -> Html<String> {
    Html(format!("<h1>Hello, {}!</h1>", p.name)) // want "rust/html-format-xss"
}

async fn bye(name: String) -> Html<String> {
    Html(format!("<p>Bye {}</p>", name)) // want "rust/html-format-xss"
}
