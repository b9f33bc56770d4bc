async fn poll(client: &Client) {
    loop {
        client.check().await;
        std::thread::sleep(Duration::from_secs(5)); // want "rust/blocking-sleep-in-async"
    }
}
fn spawn() {
    tokio::spawn(async move {
        thread::sleep(Duration::from_millis(10)); // want "rust/blocking-sleep-in-async"
    });
}
