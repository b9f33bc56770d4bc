async fn poll(client: &Client) {
    loop {
        client.check().await;
        tokio::time::sleep(Duration::from_secs(5)).await;
    }
}
fn retry() {
    std::thread::sleep(Duration::from_secs(1));
}
async fn offload() {
    tokio::task::spawn_blocking(|| std::thread::sleep(Duration::from_secs(1))).await.unwrap();
}
