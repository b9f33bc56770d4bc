use std::sync::Mutex;

async fn update(state: &Mutex<Vec<u8>>) {
    let mut guard = state.lock().unwrap();
    guard.push(1);
    flush().await; // want "rust/std-mutex-across-await"
}
