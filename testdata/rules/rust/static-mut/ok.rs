use std::sync::atomic::{AtomicU32, Ordering};

static COUNTER: AtomicU32 = AtomicU32::new(0);

fn bump() {
    COUNTER.fetch_add(1, Ordering::Relaxed);
}
