fn connector() -> TlsConnector {
    TlsConnector::builder()
        .min_protocol_version(Some(Protocol::Tlsv12))
        .build()
        .unwrap()
}
