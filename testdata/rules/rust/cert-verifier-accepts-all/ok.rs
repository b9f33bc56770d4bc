struct Pinned { inner: Arc<WebPkiServerVerifier>, pin: Vec<u8> }

impl ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        self.inner.verify_server_cert(end_entity, intermediates, server_name, ocsp, now)?;
        if end_entity.as_ref() != self.pin.as_slice() {
            return Err(Error::General("pin mismatch".into()));
        }
        Ok(ServerCertVerified::assertion())
    }
}
