fn sign(data: &[u8]) -> String {
    let d = md5::compute(data); // want "rust/weak-hash"
    let mut h = Sha1::new(); // want "rust/weak-hash"
    let mut m = Md5::default(); // want "rust/weak-hash"
    h.update(data);
    format!("{:x}", d)
}
