use std::ptr;

unsafe fn len(p: *const u8) -> usize {
    if p == ptr::null() { // want "rust/cmp-null"
        return 0;
    }
    if p != std::ptr::null_mut() { 1 } else { 0 } // want "rust/cmp-null"
}
