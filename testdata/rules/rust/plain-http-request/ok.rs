async fn rates() -> reqwest::Result<String> {
    reqwest::get("https://api.rates.io/latest").await?.text().await
}

async fn health(client: &reqwest::Client) -> reqwest::Result<reqwest::Response> {
    client.get("http://localhost:8080/health").send().await
}
