unsafe fn len(p: *const u8) -> usize {
    if p.is_null() {
        return 0;
    }
    1
}
