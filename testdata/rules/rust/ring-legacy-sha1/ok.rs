use ring::digest;

fn fingerprint(data: &[u8]) -> digest::Digest {
    digest::digest(&digest::SHA256, data)
}
