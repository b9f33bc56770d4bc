fn read_all(n: usize) -> Vec<u8> {
    let mut buf: Vec<u8> = Vec::with_capacity(n);
    unsafe {
        buf.set_len(n); // want "rust/uninit-vec"
    }
    buf
}
