fn client(pem: &[u8]) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .add_root_certificate(reqwest::Certificate::from_pem(pem)?)
        .danger_accept_invalid_certs(false)
        .build()
}

fn connector() -> Result<openssl::ssl::SslConnector, openssl::error::ErrorStack> {
    let mut builder = openssl::ssl::SslConnector::builder(openssl::ssl::SslMethod::tls())?;
    builder.set_verify(SslVerifyMode::PEER);
    Ok(builder.build())
}
