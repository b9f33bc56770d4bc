fn buf() -> [u8; 64] {
    let mut b = MaybeUninit::<[u8; 64]>::uninit();
    unsafe { b.as_mut_ptr().write([0; 64]); b.assume_init() }
}
