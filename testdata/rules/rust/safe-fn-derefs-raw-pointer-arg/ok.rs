/// # Safety
/// `p` must point to at least `i + 1` readable bytes.
pub unsafe fn byte_at(p: *const u8, i: usize) -> u8 {
    *p.add(i)
}

pub fn byte_of(s: &[u8], i: usize) -> u8 {
    s[i]
}

#[no_mangle]
pub extern "C" fn lib_len(p: *const c_char) -> usize {
    unsafe { CStr::from_ptr(p) }.to_bytes().len()
}

pub fn is_null(p: *const u8) -> bool {
    p.is_null()
}
