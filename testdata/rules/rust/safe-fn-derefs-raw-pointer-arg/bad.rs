pub fn byte_at(p: *const u8, i: usize) -> u8 { // want "rust/safe-fn-derefs-raw-pointer-arg"
    unsafe { *p.add(i) }
}
