async fn load(path: &str) -> String {
    std::fs::read_to_string(path).unwrap() // want "rust/blocking-io-in-async"
}

async fn fetch(url: &str) -> String {
    reqwest::blocking::get(url).unwrap().text().unwrap() // want "rust/blocking-io-in-async"
}
