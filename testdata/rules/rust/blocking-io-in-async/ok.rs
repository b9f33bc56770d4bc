async fn load(path: &str) -> String {
    tokio::fs::read_to_string(path).await.unwrap()
}

fn load_sync(path: &str) -> String {
    std::fs::read_to_string(path).unwrap()
}

async fn offload(path: String) -> String {
    tokio::task::spawn_blocking(move || std::fs::read_to_string(path).unwrap()).await.unwrap()
}

mod t {
    use tokio::fs;
    async fn load(path: &str) -> String {
        fs::read_to_string(path).await.unwrap()
    }
}
