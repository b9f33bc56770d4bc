fn client() -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .danger_accept_invalid_certs(true) // want "rust/tls-verification-disabled"
        .build()
}

fn connector() -> Result<openssl::ssl::SslConnector, openssl::error::ErrorStack> {
    let mut builder = openssl::ssl::SslConnector::builder(openssl::ssl::SslMethod::tls())?;
    builder.set_verify(SslVerifyMode::NONE); // want "rust/tls-verification-disabled"
    Ok(builder.build())
}

fn native() -> native_tls::Result<native_tls::TlsConnector> {
    native_tls::TlsConnector::builder().danger_accept_invalid_hostnames(true).build() // want "rust/tls-verification-disabled"
}

fn rustls_any(verifier: std::sync::Arc<NoVerifier>) -> rustls::ClientConfig {
    rustls::ClientConfig::builder().dangerous().with_custom_certificate_verifier(verifier).with_no_client_auth() // want "rust/tls-verification-disabled"
}
