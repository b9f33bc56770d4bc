async fn fetch(client: &reqwest::Client) -> reqwest::Result<String> {
    client.get("https://api.example.com/items")
        .basic_auth("admin", Some("s3cr3t-pass")) // want "rust/hardcoded-http-credentials"
        .send().await?.text().await?;
    client.get("https://api.example.com/me")
        .bearer_auth("eyJhbGciOiJIUzI1NiJ9.e30.abc") // want "rust/hardcoded-http-credentials"
        .send().await?.text().await
}
