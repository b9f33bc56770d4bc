fn connect(connector: &SslConnector, stream: TcpStream) -> SslStream<TcpStream> {
    let mut config = connector.configure().unwrap();
    config.set_verify_hostname(true);
    config.set_use_server_name_indication(false);
    config.connect("example.com", stream).unwrap()
}
