use rustls::client::danger::{ServerCertVerified, ServerCertVerifier};

struct NoVerify;

impl ServerCertVerifier for NoVerify {
    fn verify_server_cert( // want "rust/cert-verifier-accepts-all"
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, Error> {
        Ok(ServerCertVerified::assertion())
    }
}
