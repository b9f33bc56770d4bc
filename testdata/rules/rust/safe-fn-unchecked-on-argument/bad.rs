pub struct Table {
    rows: Vec<u32>,
}

impl Table {
    pub fn row(&self, i: usize) -> u32 {
        // SAFETY: callers pass valid indexes
        unsafe { *self.rows.get_unchecked(i) } // want "rust/safe-fn-unchecked-on-argument"
    }
}

pub fn label(bytes: &[u8]) -> &str {
    // SAFETY: labels are ASCII
    unsafe { std::str::from_utf8_unchecked(bytes) } // want "rust/safe-fn-unchecked-on-argument"
}
