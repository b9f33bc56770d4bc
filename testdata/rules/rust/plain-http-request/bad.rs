async fn rates() -> reqwest::Result<String> {
    reqwest::get("http://api.rates.io/latest").await?.text().await // want "rust/plain-http-request"
}

async fn charge(client: &reqwest::Client) -> reqwest::Result<reqwest::Response> {
    client.post("http://payments.vendor.io/charge").send().await // want "rust/plain-http-request"
}
