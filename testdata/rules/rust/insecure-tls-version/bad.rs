fn connector() -> TlsConnector {
    TlsConnector::builder()
        .min_protocol_version(Some(Protocol::Tlsv10)) // want "rust/insecure-tls-version"
        .build()
        .unwrap()
}
fn ossl(b: &mut SslConnectorBuilder) {
    b.set_min_proto_version(Some(SslVersion::TLS1_1)).unwrap(); // want "rust/insecure-tls-version"
}
