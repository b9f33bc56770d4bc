use std::mem;

fn leak(f: std::fs::File) {
    mem::forget(f); // want "rust/mem-forget"
}
