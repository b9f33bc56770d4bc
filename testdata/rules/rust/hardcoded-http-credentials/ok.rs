async fn fetch(client: &reqwest::Client, user: &str) -> reqwest::Result<String> {
    let password = std::env::var("API_PASSWORD").ok();
    let token = std::env::var("API_TOKEN").unwrap_or_default();
    client.get("https://api.example.com/items")
        .basic_auth(user, password)
        .send().await?.text().await?;
    client.get("https://api.example.com/anon").basic_auth("anonymous", None::<&str>).send().await?;
    client.get("https://api.example.com/me").bearer_auth(&token).send().await?.text().await
}
