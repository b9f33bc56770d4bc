pub fn first(v: &[u8]) -> u8 {
    unsafe { *v.get_unchecked(0) } // want "rust/undocumented-unsafe-block"
}

pub fn as_str(bytes: &[u8]) -> &str {
    let s = unsafe { std::str::from_utf8_unchecked(bytes) }; // want "rust/undocumented-unsafe-block"
    s
}
