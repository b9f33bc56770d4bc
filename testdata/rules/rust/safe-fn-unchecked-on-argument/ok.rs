pub struct Table {
    rows: Vec<u32>,
}

impl Table {
    pub fn row(&self, i: usize) -> u32 {
        assert!(i < self.rows.len());
        // SAFETY: checked above
        unsafe { *self.rows.get_unchecked(i) }
    }

    /// # Safety
    /// `i` must be less than the number of rows.
    pub unsafe fn row_unchecked(&self, i: usize) -> u32 {
        *self.rows.get_unchecked(i)
    }

    pub fn first(&self) -> Option<u32> {
        if self.rows.is_empty() {
            return None;
        }
        // SAFETY: not empty
        Some(unsafe { *self.rows.get_unchecked(0) })
    }
}

pub fn label(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or("")
}

fn private_label(bytes: &[u8]) -> &str {
    // SAFETY: only called with ASCII built in this module
    unsafe { std::str::from_utf8_unchecked(bytes) }
}
