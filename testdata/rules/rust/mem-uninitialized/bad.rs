fn buf() -> [u8; 64] {
    let a: [u8; 64] = unsafe { std::mem::uninitialized() }; // want "rust/mem-uninitialized"
    let b: u32 = unsafe { MaybeUninit::uninit().assume_init() }; // want "rust/mem-uninitialized"
    a
}
