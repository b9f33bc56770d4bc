pub fn first(v: &[u8]) -> u8 {
    assert!(!v.is_empty());
    // SAFETY: the assert above guarantees index 0 is in bounds.
    unsafe { *v.get_unchecked(0) }
}

pub fn checked(v: &[u8]) -> Option<u8> {
    v.first().copied()
}
