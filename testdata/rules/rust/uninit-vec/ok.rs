fn read_all(n: usize) -> Vec<u8> {
    let mut buf: Vec<u8> = Vec::with_capacity(n);
    buf.resize(n, 0);
    buf
}

fn fill(n: usize) -> Vec<u8> {
    let mut buf: Vec<u8> = Vec::with_capacity(n);
    unsafe {
        std::ptr::write_bytes(buf.as_mut_ptr(), 0, n);
        buf.set_len(n);
    }
    buf
}
