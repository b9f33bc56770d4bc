use std::sync::Mutex;

async fn update(state: &Mutex<Vec<u8>>) {
    {
        let mut guard = state.lock().unwrap();
        guard.push(1);
    }
    flush().await;
}

async fn update_tokio(state: &tokio::sync::Mutex<Vec<u8>>) {
    let mut guard = state.lock().await;
    guard.push(1);
    flush().await;
}
