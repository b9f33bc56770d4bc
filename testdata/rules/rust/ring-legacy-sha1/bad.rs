use ring::digest;

fn fingerprint(data: &[u8]) -> digest::Digest {
    digest::digest(&digest::SHA1_FOR_LEGACY_USE_ONLY, data) // want "rust/ring-legacy-sha1"
}
