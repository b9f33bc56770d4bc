fn connect(connector: &SslConnector, stream: TcpStream) -> SslStream<TcpStream> {
    let mut config = connector.configure().unwrap();
    config.set_verify_hostname(false); // want "rust/openssl-hostname-not-verified"
    config.connect("example.com", stream).unwrap()
}
