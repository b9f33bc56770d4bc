use std::mem::ManuallyDrop;

fn keep(f: std::fs::File) -> ManuallyDrop<std::fs::File> {
    ManuallyDrop::new(f)
}

fn forget(cache: &mut Cache, key: &str) {
    cache.forget(key);
}
